import type { NoticeText } from './order-notices.ts';

/** Notices about team commissions (`team.<event>`): what an invited member's order brought. */
export const TEAM_NOTICES = {
  'team.commissionCredited': {
    title: {
      en: 'Team commission received (held)',
      'zh-Hant': '已收到團隊佣金（凍結中）',
      tr: 'Ekip komisyonu alındı (beklemede)',
      id: 'Komisi tim diterima (ditahan)',
    },
    content: {
      en: 'Order #{order}, level {level}: {amount:money}, withdrawable after the hold',
      'zh-Hant': '訂單 #{order}，第 {level} 級：{amount:money}，凍結期後可提現',
      tr: 'Sipariş #{order}, seviye {level}: {amount:money}, bekleme süresinden sonra çekilebilir',
      id: 'Pesanan #{order}, level {level}: {amount:money}, dapat ditarik setelah masa tahan',
    },
  },
  'team.commissionReversed': {
    title: {
      en: 'Team commission reduced by a refund',
      'zh-Hant': '團隊佣金因退款沖回',
      tr: 'Ekip komisyonu iade nedeniyle düşürüldü',
      id: 'Komisi tim dikurangi karena refund',
    },
    content: {
      en: 'Order #{order}, level {level}: {amount:money} taken back',
      'zh-Hant': '訂單 #{order}，第 {level} 級：沖回 {amount:money}',
      tr: 'Sipariş #{order}, seviye {level}: {amount:money} geri alındı',
      id: 'Pesanan #{order}, level {level}: {amount:money} ditarik kembali',
    },
  },
} satisfies Record<string, NoticeText>;
