import type { NoticeText } from './order-notices.ts';

/** Notices to a shop owner (a new paid order, a new refund request) and to a shop applicant (decided). */
export const SHOP_NOTICES = {
  'shop.orderPaid': {
    title: {
      en: 'New paid order',
      'zh-Hant': '新的已付款訂單',
      tr: 'Yeni ödenmiş sipariş',
      id: 'Pesanan baru sudah dibayar',
    },
    content: {
      en: 'Order {orderNo}: {amount:money} paid. Ship it from the console.',
      'zh-Hant': '訂單 {orderNo}：已付款 {amount:money}。請在管理後台出貨。',
      tr: 'Sipariş {orderNo}: {amount:money} ödendi. Konsoldan kargoya verin.',
      id: 'Pesanan {orderNo}: {amount:money} dibayar. Kirim dari konsol.',
    },
  },
  'shop.refundApplied': {
    title: {
      en: 'New refund request',
      'zh-Hant': '新的退款申請',
      tr: 'Yeni iade talebi',
      id: 'Permintaan pengembalian dana baru',
    },
    content: {
      en: 'Request #{id}: {amount:money}. Agree or refuse it from the console.',
      'zh-Hant': '申請 #{id}：{amount:money}。請在管理後台同意或拒絕。',
      tr: 'Talep #{id}: {amount:money}. Konsoldan kabul edin veya reddedin.',
      id: 'Permintaan #{id}: {amount:money}. Setujui atau tolak dari konsol.',
    },
  },
  'shop.applyCertified': {
    title: {
      en: 'Shop application approved',
      'zh-Hant': '開店申請已通過',
      tr: 'Mağaza başvurunuz onaylandı',
      id: 'Pengajuan toko disetujui',
    },
    content: {
      en: 'Your shop {shopname} is open. Log in to the console with your app account to manage it.',
      'zh-Hant': '您的店鋪 {shopname} 已開通。請用您的 App 帳號登入管理後台進行管理。',
      tr: '{shopname} mağazanız açıldı. Yönetmek için uygulama hesabınızla konsola giriş yapın.',
      id: 'Toko {shopname} Anda sudah buka. Masuk ke konsol dengan akun aplikasi Anda untuk mengelolanya.',
    },
  },
  'shop.applyRefused': {
    title: {
      en: 'Shop application not approved',
      'zh-Hant': '開店申請未通過',
      tr: 'Mağaza başvurunuz onaylanmadı',
      id: 'Pengajuan toko tidak disetujui',
    },
    content: {
      en: 'Reason: {reason}. You can edit your application and send it again.',
      'zh-Hant': '原因：{reason}。您可以修改申請後再次提交。',
      tr: 'Neden: {reason}. Başvurunuzu düzenleyip yeniden gönderebilirsiniz.',
      id: 'Alasan: {reason}. Anda dapat mengubah pengajuan dan mengirimnya lagi.',
    },
  },
} satisfies Record<string, NoticeText>;
