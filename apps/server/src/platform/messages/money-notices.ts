import type { Text4 } from './messages.ts';
import type { NoticeText } from './order-notices.ts';

const REQUEST_LINE: Text4 = {
  en: 'Request #{id}: {amount:money}',
  'zh-Hant': '申請 #{id}：{amount:money}',
  tr: 'Talep #{id}: {amount:money}',
  id: 'Permintaan #{id}: {amount:money}',
};

const refundNotice = (title: Text4): NoticeText => ({ title, content: REQUEST_LINE });

/** Notices about refund requests (`refund.<transition>`). */
export const REFUND_NOTICES = {
  'refund.submitted': refundNotice({
    en: 'Refund request submitted',
    'zh-Hant': '退款申請已提交',
    tr: 'İade talebi gönderildi',
    id: 'Permintaan pengembalian dana dikirim',
  }),
  'refund.edit': refundNotice({
    en: 'Refund request updated',
    'zh-Hant': '退款申請已更新',
    tr: 'İade talebi güncellendi',
    id: 'Permintaan pengembalian dana diperbarui',
  }),
  'refund.shopAgree': refundNotice({
    en: 'Refund request agreed',
    'zh-Hant': '商家已同意退款申請',
    tr: 'İade talebi kabul edildi',
    id: 'Permintaan pengembalian dana disetujui',
  }),
  'refund.shopRefuse': refundNotice({
    en: 'Refund request refused',
    'zh-Hant': '商家已拒絕退款申請',
    tr: 'İade talebi reddedildi',
    id: 'Permintaan pengembalian dana ditolak',
  }),
  'refund.arbitrate': refundNotice({
    en: 'Sent to the platform for a decision',
    'zh-Hant': '已提交平台裁決',
    tr: 'Karar için platforma gönderildi',
    id: 'Dikirim ke platform untuk diputuskan',
  }),
  'refund.platformAgree': refundNotice({
    en: 'The platform decided for you',
    'zh-Hant': '平台裁決支持您的申請',
    tr: 'Platform sizin lehinize karar verdi',
    id: 'Platform memutuskan untuk Anda',
  }),
  'refund.platformRefuse': refundNotice({
    en: 'The platform closed your request',
    'zh-Hant': '平台已關閉您的申請',
    tr: 'Platform talebinizi kapattı',
    id: 'Platform menutup permintaan Anda',
  }),
  'refund.ship': refundNotice({
    en: 'Return shipped',
    'zh-Hant': '退貨已寄出',
    tr: 'İade kargoya verildi',
    id: 'Barang retur dikirim',
  }),
  'refund.shopReceive': refundNotice({
    en: 'Return received: refunded',
    'zh-Hant': '已收到退貨：已退款',
    tr: 'İade teslim alındı: ücret iade edildi',
    id: 'Retur diterima: dana dikembalikan',
  }),
  'refund.buyerClose': refundNotice({
    en: 'Refund request closed',
    'zh-Hant': '退款申請已關閉',
    tr: 'İade talebi kapatıldı',
    id: 'Permintaan pengembalian dana ditutup',
  }),
  'refund.autoAgree': refundNotice({
    en: 'Refund request agreed automatically',
    'zh-Hant': '退款申請已自動同意',
    tr: 'İade talebi otomatik olarak kabul edildi',
    id: 'Permintaan pengembalian dana disetujui otomatis',
  }),
  'refund.autoCloseUnshipped': refundNotice({
    en: 'Request closed: the return was not shipped in time',
    'zh-Hant': '申請已關閉：未按時寄回退貨',
    tr: 'Talep kapatıldı: iade zamanında gönderilmedi',
    id: 'Permintaan ditutup: retur tidak dikirim tepat waktu',
  }),
  'refund.autoReceive': refundNotice({
    en: 'Return received automatically: refunded',
    'zh-Hant': '已自動確認收到退貨：已退款',
    tr: 'İade otomatik olarak teslim alındı: ücret iade edildi',
    id: 'Retur diterima otomatis: dana dikembalikan',
  }),
  'refund.autoCloseRefused': refundNotice({
    en: 'Refused request closed',
    'zh-Hant': '被拒絕的申請已關閉',
    tr: 'Reddedilen talep kapatıldı',
    id: 'Permintaan yang ditolak ditutup',
  }),
} satisfies Record<string, NoticeText>;

/** Notices about the wallet: a credited top-up, KYC and withdrawal decisions. */
export const WALLET_NOTICES = {
  'wallet.topupCredited': {
    title: {
      en: 'Top-up received',
      'zh-Hant': '儲值已到帳',
      tr: 'Bakiye yüklemesi alındı',
      id: 'Isi ulang diterima',
    },
    content: {
      en: '{usdt} USDT ({network}) credited: {amount:money}',
      'zh-Hant': '{usdt} USDT（{network}）已入帳：{amount:money}',
      tr: '{usdt} USDT ({network}) hesabınıza geçti: {amount:money}',
      id: '{usdt} USDT ({network}) telah dikreditkan: {amount:money}',
    },
  },
  'wallet.kycApproved': {
    title: {
      en: 'Identity verified',
      'zh-Hant': '身分驗證已通過',
      tr: 'Kimliğiniz doğrulandı',
      id: 'Identitas terverifikasi',
    },
    content: {
      en: 'You can now withdraw from your wallet.',
      'zh-Hant': '您現在可以從錢包提現。',
      tr: 'Artık cüzdanınızdan para çekebilirsiniz.',
      id: 'Sekarang Anda dapat menarik dana dari dompet Anda.',
    },
  },
  'wallet.kycRefused': {
    title: {
      en: 'Identity verification not approved',
      'zh-Hant': '身分驗證未通過',
      tr: 'Kimlik doğrulaması onaylanmadı',
      id: 'Verifikasi identitas tidak disetujui',
    },
    content: {
      en: 'Reason: {reason}',
      'zh-Hant': '原因：{reason}',
      tr: 'Neden: {reason}',
      id: 'Alasan: {reason}',
    },
  },
  'wallet.withdrawalPaid': {
    title: {
      en: 'Withdrawal paid',
      'zh-Hant': '提現已支付',
      tr: 'Para çekme ödendi',
      id: 'Penarikan dibayarkan',
    },
    content: {
      en: '{amount:money} is on its way to {account}',
      'zh-Hant': '{amount:money} 正匯往 {account}',
      tr: '{amount:money} {account} hesabına gönderiliyor',
      id: '{amount:money} sedang dikirim ke {account}',
    },
  },
  'wallet.withdrawalRejected': {
    title: {
      en: 'Withdrawal rejected',
      'zh-Hant': '提現被拒絕',
      tr: 'Para çekme reddedildi',
      id: 'Penarikan ditolak',
    },
    content: {
      en: '{amount:money} is back in your balance. Reason: {reason}',
      'zh-Hant': '{amount:money} 已退回您的餘額。原因：{reason}',
      tr: '{amount:money} bakiyenize geri yüklendi. Neden: {reason}',
      id: '{amount:money} telah kembali ke saldo Anda. Alasan: {reason}',
    },
  },
} satisfies Record<string, NoticeText>;
