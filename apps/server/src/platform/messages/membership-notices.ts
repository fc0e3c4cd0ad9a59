import type { NoticeText } from './order-notices.ts';

/** Notices about the member's VIP level and distributor application. */
export const MEMBERSHIP_NOTICES = {
  'vip.upgraded': {
    title: {
      en: 'VIP level raised',
      'zh-Hant': 'VIP 等級已提升',
      tr: 'VIP seviyeniz yükseldi',
      id: 'Level VIP naik',
    },
    content: {
      en: 'You are now VIP level {level}.',
      'zh-Hant': '您現在是 VIP {level} 級。',
      tr: 'Artık VIP seviye {level} üyesisiniz.',
      id: 'Anda sekarang VIP level {level}.',
    },
  },
  'distributor.approved': {
    title: {
      en: 'Distributor application approved',
      'zh-Hant': '分銷商申請已通過',
      tr: 'Distribütör başvurunuz onaylandı',
      id: 'Pengajuan distributor disetujui',
    },
    content: {
      en: 'You can now buy water cards and goods at the distributor price.',
      'zh-Hant': '您現在可以購買水卡並以分銷價購物。',
      tr: 'Artık su kartı ve distribütör fiyatından ürün alabilirsiniz.',
      id: 'Sekarang Anda dapat membeli kartu air dan barang dengan harga distributor.',
    },
  },
  'distributor.refused': {
    title: {
      en: 'Distributor application not approved',
      'zh-Hant': '分銷商申請未通過',
      tr: 'Distribütör başvurunuz onaylanmadı',
      id: 'Pengajuan distributor tidak disetujui',
    },
    content: {
      en: 'Reason: {reason}',
      'zh-Hant': '原因：{reason}',
      tr: 'Neden: {reason}',
      id: 'Alasan: {reason}',
    },
  },
} satisfies Record<string, NoticeText>;
