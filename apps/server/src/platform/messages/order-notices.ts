import type { Text4 } from './messages.ts';

/** A notice's title and body in every language. */
export interface NoticeText {
  title: Text4;
  content: Text4;
}

const ORDER_LINE: Text4 = {
  en: 'Order {orderNo}',
  'zh-Hant': '訂單 {orderNo}',
  tr: 'Sipariş {orderNo}',
  id: 'Pesanan {orderNo}',
};

const PARCEL_LINE: Text4 = {
  en: 'Order {orderNo}: {carrier} {trackingNo}',
  'zh-Hant': '訂單 {orderNo}：{carrier} {trackingNo}',
  tr: 'Sipariş {orderNo}: {carrier} {trackingNo}',
  id: 'Pesanan {orderNo}: {carrier} {trackingNo}',
};

const orderNotice = (title: Text4, content: Text4 = ORDER_LINE): NoticeText => ({ title, content });

/** Notices about a buyer's order (`order.<transition>`), its parcel (`logistics.*`) and group buying. */
export const ORDER_NOTICES = {
  'order.pay': orderNotice(
    {
      en: 'Payment received',
      'zh-Hant': '已收到付款',
      tr: 'Ödeme alındı',
      id: 'Pembayaran diterima',
    },
    {
      en: 'Order {orderNo}: {amount:money} paid from your balance.',
      'zh-Hant': '訂單 {orderNo}：已從餘額支付 {amount:money}。',
      tr: 'Sipariş {orderNo}: bakiyenizden {amount:money} ödendi.',
      id: 'Pesanan {orderNo}: {amount:money} dibayar dari saldo Anda.',
    },
  ),
  'order.cancel': orderNotice({
    en: 'Order cancelled',
    'zh-Hant': '訂單已取消',
    tr: 'Sipariş iptal edildi',
    id: 'Pesanan dibatalkan',
  }),
  'order.autoClose': orderNotice({
    en: 'Unpaid order closed',
    'zh-Hant': '未付款訂單已關閉',
    tr: 'Ödenmemiş sipariş kapatıldı',
    id: 'Pesanan yang belum dibayar ditutup',
  }),
  'order.ship': orderNotice(
    {
      en: 'Your order has shipped',
      'zh-Hant': '您的訂單已發貨',
      tr: 'Siparişiniz kargoya verildi',
      id: 'Pesanan Anda telah dikirim',
    },
    {
      en: 'Order {orderNo} shipped: {carrier} {trackingNo}',
      'zh-Hant': '訂單 {orderNo} 已發貨：{carrier} {trackingNo}',
      tr: 'Sipariş {orderNo} kargoya verildi: {carrier} {trackingNo}',
      id: 'Pesanan {orderNo} dikirim: {carrier} {trackingNo}',
    },
  ),
  'order.confirm': orderNotice({
    en: 'Receipt confirmed',
    'zh-Hant': '已確認收貨',
    tr: 'Teslim alındı olarak onaylandı',
    id: 'Penerimaan dikonfirmasi',
  }),
  'order.autoConfirm': orderNotice({
    en: 'Receipt confirmed automatically',
    'zh-Hant': '已自動確認收貨',
    tr: 'Teslim alma otomatik olarak onaylandı',
    id: 'Penerimaan dikonfirmasi otomatis',
  }),
  'order.review': orderNotice({
    en: 'Thank you for your review',
    'zh-Hant': '感謝您的評價',
    tr: 'Değerlendirmeniz için teşekkürler',
    id: 'Terima kasih atas ulasan Anda',
  }),
  'order.autoReview': orderNotice({
    en: 'Order completed',
    'zh-Hant': '訂單已完成',
    tr: 'Sipariş tamamlandı',
    id: 'Pesanan selesai',
  }),
  'order.refundAll': orderNotice({
    en: 'Order closed after refund',
    'zh-Hant': '訂單已退款並關閉',
    tr: 'Sipariş iadeden sonra kapatıldı',
    id: 'Pesanan ditutup setelah pengembalian dana',
  }),
  'order.groupFail': orderNotice({
    en: 'Group buy failed: refunded',
    'zh-Hant': '拼團失敗：已退款',
    tr: 'Grup alımı başarısız: ücret iade edildi',
    id: 'Beli bersama gagal: dana dikembalikan',
  }),
  'order.addressChanged': orderNotice({
    en: 'Delivery address changed',
    'zh-Hant': '收貨地址已變更',
    tr: 'Teslimat adresi değiştirildi',
    id: 'Alamat pengiriman diubah',
  }),
  'order.update': orderNotice({
    en: 'Order update',
    'zh-Hant': '訂單更新',
    tr: 'Sipariş güncellemesi',
    id: 'Pembaruan pesanan',
  }),
  'logistics.shipped': orderNotice(
    {
      en: 'Parcel on its way',
      'zh-Hant': '包裹運送中',
      tr: 'Kargonuz yolda',
      id: 'Paket dalam perjalanan',
    },
    PARCEL_LINE,
  ),
  'logistics.shippedUntracked': orderNotice({
    en: 'Parcel on its way',
    'zh-Hant': '包裹運送中',
    tr: 'Kargonuz yolda',
    id: 'Paket dalam perjalanan',
  }),
  'logistics.delivered': orderNotice(
    {
      en: 'Parcel delivered',
      'zh-Hant': '包裹已送達',
      tr: 'Kargo teslim edildi',
      id: 'Paket telah tiba',
    },
    PARCEL_LINE,
  ),
  'logistics.deliveredUntracked': orderNotice({
    en: 'Parcel delivered',
    'zh-Hant': '包裹已送達',
    tr: 'Kargo teslim edildi',
    id: 'Paket telah tiba',
  }),
  'group.formed': orderNotice(
    { en: 'Group formed', 'zh-Hant': '拼團成功', tr: 'Grup tamamlandı', id: 'Grup terbentuk' },
    {
      en: 'Your team {groupNo} is full: your order will be shipped soon.',
      'zh-Hant': '您的團 {groupNo} 已滿員：訂單即將發貨。',
      tr: '{groupNo} numaralı ekibiniz doldu: siparişiniz yakında kargoya verilecek.',
      id: 'Tim Anda {groupNo} sudah penuh: pesanan Anda akan segera dikirim.',
    },
  ),
  'group.failed': orderNotice(
    {
      en: 'Group buying failed',
      'zh-Hant': '拼團失敗',
      tr: 'Grup alımı başarısız',
      id: 'Beli bersama gagal',
    },
    {
      en: 'Your team did not fill up in time; the payment went back to your balance.',
      'zh-Hant': '您的團未能按時成團，款項已退回您的餘額。',
      tr: 'Ekibiniz zamanında dolmadı; ödemeniz bakiyenize iade edildi.',
      id: 'Tim Anda tidak penuh tepat waktu; pembayaran dikembalikan ke saldo Anda.',
    },
  ),
} satisfies Record<string, NoticeText>;
