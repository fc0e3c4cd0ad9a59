import type { HelpTranslations } from '@cloudmall/contract/console-content';
import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { helpArticles } from '../schema/index.ts';

interface SeedHelpArticle {
  title: string;
  keywords: string;
  content: string;
  translations: HelpTranslations;
}

/** The help centre the assistant answers from, in the four languages; written once, then edited by admins. */
export const HELP_ARTICLES: SeedHelpArticle[] = [
  {
    title: 'How do I top up with USDT?',
    keywords: 'top up,topup,recharge,deposit,usdt,trc20,erc20,address',
    content:
      'Open My wallet, tap Top up, choose TRC20 or ERC20 and send USDT to the address shown. Funds arrive in about 5 to 10 minutes. Never send to an address whose countdown has ended: fetch a new one.',
    translations: {
      'zh-Hant': {
        title: '如何使用 USDT 儲值？',
        keywords: '充值,儲值,入金,usdt,trc20,erc20,地址',
        content:
          '打開「我的錢包」，點擊「儲值」，選擇 TRC20 或 ERC20，將 USDT 轉到顯示的地址。資金約 5 至 10 分鐘到帳。倒數結束的地址請勿再轉入，請重新取得新地址。',
      },
      tr: {
        title: 'USDT ile nasıl bakiye yüklerim?',
        keywords: 'yükle,yükleme,bakiye yükle,para yatır,usdt,trc20,erc20,adres',
        content:
          'Cüzdanım sayfasını açın, Yükle’ye dokunun, TRC20 veya ERC20 seçin ve gösterilen adrese USDT gönderin. Para yaklaşık 5 ila 10 dakikada gelir. Geri sayımı biten bir adrese asla göndermeyin: yeni bir adres alın.',
      },
      id: {
        title: 'Bagaimana cara isi ulang dengan USDT?',
        keywords: 'isi ulang,top up,deposit,setor,usdt,trc20,erc20,alamat',
        content:
          'Buka Dompet saya, ketuk Isi ulang, pilih TRC20 atau ERC20 lalu kirim USDT ke alamat yang ditampilkan. Dana masuk dalam sekitar 5 sampai 10 menit. Jangan kirim ke alamat yang hitung mundurnya sudah habis: ambil alamat baru.',
      },
    },
  },
  {
    title: 'How do withdrawals work?',
    keywords: 'withdraw,withdrawal,cash out,payout,fee',
    content:
      'Verify your identity first (Settings › Identity verification) and add a payout account. Withdrawals must be within the minimum and maximum and in multiples of the step; the fee is taken from the amount. The amount is held until the withdrawal is processed, usually within 10 minutes, and you can cancel while it is pending.',
    translations: {
      'zh-Hant': {
        title: '如何提現？',
        keywords: '提現,提现,出金,手續費',
        content:
          '請先完成實名認證（設定 › 實名認證）並新增收款帳戶。提現金額須在最低與最高之間，且為級距的整數倍；手續費從金額中扣除。金額在處理前會被凍結，通常 10 分鐘內完成，處理中可以取消。',
      },
      tr: {
        title: 'Para çekme nasıl işler?',
        keywords: 'para çek,çekim,para çekme,ücret,komisyon',
        content:
          'Önce kimliğinizi doğrulayın (Ayarlar › Kimlik doğrulama) ve bir ödeme hesabı ekleyin. Çekimler en az ve en çok tutar arasında ve adımın katları olmalıdır; ücret tutardan düşülür. Tutar, çekim işlenene kadar (genellikle 10 dakika) bekletilir ve beklerken iptal edebilirsiniz.',
      },
      id: {
        title: 'Bagaimana cara kerja penarikan?',
        keywords: 'tarik,penarikan,tarik dana,biaya',
        content:
          'Verifikasi identitas Anda dulu (Pengaturan › Verifikasi identitas) dan tambahkan akun pembayaran. Penarikan harus di antara minimum dan maksimum serta kelipatan langkahnya; biaya diambil dari jumlah. Jumlah ditahan sampai penarikan diproses, biasanya dalam 10 menit, dan bisa dibatalkan selama masih menunggu.',
      },
    },
  },
  {
    title: 'Why must I verify my identity (KYC)?',
    keywords: 'kyc,identity,verify,verification,passport,id card',
    content:
      'Verifying who you are protects your money: withdrawals are only possible to members with an approved verification. Upload clear photos of both sides of your document; a rejection always comes with a reason so you can submit again.',
    translations: {
      'zh-Hant': {
        title: '為什麼要實名認證（KYC）？',
        keywords: '實名,认证,認證,身分證,護照,kyc',
        content:
          '實名認證保護您的資金：只有認證通過的會員才能提現。請上傳證件正反面的清晰照片；若被拒絕，一定會附上原因，方便您重新提交。',
      },
      tr: {
        title: 'Kimliğimi neden doğrulamalıyım (KYC)?',
        keywords: 'kimlik,doğrula,doğrulama,pasaport,kyc',
        content:
          'Kimliğinizi doğrulamak paranızı korur: para çekme yalnızca doğrulaması onaylanmış üyelere açıktır. Belgenizin iki yüzünün net fotoğraflarını yükleyin; bir ret her zaman bir gerekçeyle gelir, böylece yeniden gönderebilirsiniz.',
      },
      id: {
        title: 'Mengapa saya harus verifikasi identitas (KYC)?',
        keywords: 'identitas,verifikasi,ktp,paspor,kyc',
        content:
          'Verifikasi identitas melindungi uang Anda: penarikan hanya bisa dilakukan anggota yang verifikasinya disetujui. Unggah foto jelas kedua sisi dokumen Anda; penolakan selalu disertai alasan agar Anda bisa mengirim ulang.',
      },
    },
  },
  {
    title: 'When can I withdraw my income?',
    keywords: 'income,revenue,held,15 days,script income,commission',
    content:
      'Income from scripts, commissions and rewards is credited as held income and becomes withdrawable 15 days after it is received. Your wallet shows the date of the next release.',
    translations: {
      'zh-Hant': {
        title: '收益什麼時候可以提現？',
        keywords: '收益,收入,佣金,凍結,15天',
        content:
          '腳本、佣金與獎勵的收益會先以凍結收益入帳，收到 15 天後即可提現。錢包會顯示下一筆解凍的日期。',
      },
      tr: {
        title: 'Gelirimi ne zaman çekebilirim?',
        keywords: 'gelir,kazanç,komisyon,bekleyen,15 gün',
        content:
          'Betiklerden, komisyonlardan ve ödüllerden gelen gelir bekleyen gelir olarak yatırılır ve alındıktan 15 gün sonra çekilebilir hale gelir. Cüzdanınız bir sonraki serbest bırakma tarihini gösterir.',
      },
      id: {
        title: 'Kapan pendapatan saya bisa ditarik?',
        keywords: 'pendapatan,penghasilan,komisi,ditahan,15 hari',
        content:
          'Pendapatan dari skrip, komisi, dan hadiah masuk sebagai pendapatan ditahan dan bisa ditarik 15 hari setelah diterima. Dompet Anda menampilkan tanggal pelepasan berikutnya.',
      },
    },
  },
  {
    title: 'How do I send money to another member?',
    keywords: 'transfer,send money,another member,friend',
    content:
      'Open My wallet and tap Transfer, enter the username or member ID and the amount, then check the receiver on the confirmation sheet. Transfers cannot be undone.',
    translations: {
      'zh-Hant': {
        title: '如何轉帳給其他會員？',
        keywords: '轉帳,转账,匯款,好友',
        content:
          '打開「我的錢包」並點擊「轉帳」，輸入用戶名或會員 ID 與金額，再於確認頁核對收款人。轉帳無法撤回。',
      },
      tr: {
        title: 'Başka bir üyeye nasıl para gönderirim?',
        keywords: 'transfer,para gönder,havale,arkadaş',
        content:
          'Cüzdanım sayfasını açıp Transfer’e dokunun, kullanıcı adını veya üye kimliğini ve tutarı girin, ardından onay sayfasında alıcıyı kontrol edin. Transferler geri alınamaz.',
      },
      id: {
        title: 'Bagaimana cara mengirim uang ke anggota lain?',
        keywords: 'transfer,kirim uang,kirim,teman',
        content:
          'Buka Dompet saya dan ketuk Transfer, masukkan nama pengguna atau ID anggota dan jumlahnya, lalu periksa penerima di lembar konfirmasi. Transfer tidak bisa dibatalkan.',
      },
    },
  },
  {
    title: 'I forgot my password',
    keywords: 'password,forgot,reset,login,log in',
    content:
      'On the login page tap Forgot password, enter your registered phone number and the SMS code, then choose a new password. All your sessions are signed out.',
    translations: {
      'zh-Hant': {
        title: '忘記密碼',
        keywords: '忘記密碼,密碼,密码,重設,登入',
        content:
          '在登入頁點擊「忘記密碼」，輸入註冊手機號碼與簡訊驗證碼，再設定新密碼。您所有的登入工作階段都會登出。',
      },
      tr: {
        title: 'Şifremi unuttum',
        keywords: 'şifre,şifremi unuttum,sıfırla,giriş',
        content:
          'Giriş sayfasında Şifremi unuttum’a dokunun, kayıtlı telefon numaranızı ve SMS kodunu girin, ardından yeni bir şifre seçin. Tüm oturumlarınız kapatılır.',
      },
      id: {
        title: 'Saya lupa kata sandi',
        keywords: 'kata sandi,lupa,atur ulang,masuk,login',
        content:
          'Di halaman masuk ketuk Lupa kata sandi, masukkan nomor telepon terdaftar dan kode SMS, lalu pilih kata sandi baru. Semua sesi Anda akan dikeluarkan.',
      },
    },
  },
  {
    title: 'Why was I logged out?',
    keywords: 'logged out,kicked,another device,session',
    content:
      'Your account can be logged in on one device at a time. When you log in somewhere else, the older device is logged out. If this was not you, change your password right away.',
    translations: {
      'zh-Hant': {
        title: '為什麼我被登出了？',
        keywords: '下線,登出,被踢,其他裝置',
        content:
          '您的帳號一次只能在一台裝置登入。在其他地方登入時，較早的裝置會被登出。若不是您本人操作，請立即修改密碼。',
      },
      tr: {
        title: 'Neden oturumum kapandı?',
        keywords: 'oturum,çıkış,başka cihaz,atıldım',
        content:
          'Hesabınız aynı anda tek bir cihazda açık olabilir. Başka bir yerde giriş yaptığınızda eski cihazın oturumu kapanır. Bu siz değilseniz hemen şifrenizi değiştirin.',
      },
      id: {
        title: 'Mengapa saya dikeluarkan?',
        keywords: 'keluar,dikeluarkan,perangkat lain,sesi',
        content:
          'Akun Anda hanya bisa masuk di satu perangkat sekaligus. Saat Anda masuk di tempat lain, perangkat lama dikeluarkan. Jika itu bukan Anda, segera ganti kata sandi.',
      },
    },
  },
  {
    title: 'How do I change my phone number?',
    keywords: 'phone,mobile,number,change phone',
    content:
      'Go to Settings › Account security › Change phone number. A code is sent to the new number to prove it is yours.',
    translations: {
      'zh-Hant': {
        title: '如何更換手機號碼？',
        keywords: '手機,电话,電話,換號,手機號碼',
        content: '前往「設定 › 帳號安全 › 更換手機號碼」。驗證碼會發送到新號碼，以證明號碼屬於您。',
      },
      tr: {
        title: 'Telefon numaramı nasıl değiştiririm?',
        keywords: 'telefon,numara,telefon değiştir,cep',
        content:
          'Ayarlar › Hesap güvenliği › Telefon numarasını değiştir’e gidin. Numaranın size ait olduğunu kanıtlamak için yeni numaraya bir kod gönderilir.',
      },
      id: {
        title: 'Bagaimana cara mengganti nomor telepon?',
        keywords: 'telepon,nomor,ganti nomor,ponsel',
        content:
          'Buka Pengaturan › Keamanan akun › Ganti nomor telepon. Kode dikirim ke nomor baru untuk membuktikan nomor itu milik Anda.',
      },
    },
  },
];

/** Writes the help articles when the help centre is empty (idempotent). */
export async function seedHelpArticles(db: Db): Promise<number> {
  const existing = await db.select({ count: sql<number>`count(*)::int` }).from(helpArticles);
  if ((existing[0]?.count ?? 0) > 0) return 0;
  await db
    .insert(helpArticles)
    .values(HELP_ARTICLES.map((article, i) => ({ ...article, weight: HELP_ARTICLES.length - i })));
  return HELP_ARTICLES.length;
}
