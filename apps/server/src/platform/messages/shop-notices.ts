import type { NoticeText } from './order-notices.ts';

/** Notices to a shop owner: a new paid order, a new refund request on the shop. */
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
} satisfies Record<string, NoticeText>;
