import type { NoticeText } from './order-notices.ts';

/** Notices about rewards an admin issued and the public queue (`rewards.*`, `queue.*`). */
export const GROWTH_NOTICES = {
  'rewards.issued': {
    title: {
      en: 'Reward received',
      'zh-Hant': '已收到獎勵',
      tr: 'Ödül alındı',
      id: 'Hadiah diterima',
    },
    content: {
      en: '{amount:money} held for {days} days, then added to your balance. Reason: {reason}',
      'zh-Hant': '{amount:money} 將保留 {days} 天後轉入餘額。原因：{reason}',
      tr: '{amount:money} {days} gün bekletilip bakiyenize eklenecek. Neden: {reason}',
      id: '{amount:money} ditahan {days} hari, lalu masuk ke saldo Anda. Alasan: {reason}',
    },
  },
  'rewards.greenPointsIssued': {
    title: {
      en: 'Green points received',
      'zh-Hant': '已收到綠色積分',
      tr: 'Yeşil puan alındı',
      id: 'Poin hijau diterima',
    },
    content: {
      en: '{amount} green points. Reason: {reason}. Not money: never withdrawn, no yield.',
      'zh-Hant': '{amount} 綠色積分。原因：{reason}。非現金：不可提現，無收益。',
      tr: '{amount} yeşil puan. Neden: {reason}. Para değildir: çekilemez, getiri sağlamaz.',
      id: '{amount} poin hijau. Alasan: {reason}. Bukan uang: tidak dapat ditarik, tanpa imbal hasil.',
    },
  },
  'rewards.equityIssued': {
    title: {
      en: 'Equity value received',
      'zh-Hant': '已收到權益值',
      tr: 'Hak değeri alındı',
      id: 'Nilai ekuitas diterima',
    },
    content: {
      en: '{amount} equity value. Reason: {reason}. Not money: never withdrawn, no yield.',
      'zh-Hant': '{amount} 權益值。原因：{reason}。非現金：不可提現，無收益。',
      tr: '{amount} hak değeri. Neden: {reason}. Para değildir: çekilemez, getiri sağlamaz.',
      id: '{amount} nilai ekuitas. Alasan: {reason}. Bukan uang: tidak dapat ditarik, tanpa imbal hasil.',
    },
  },
  'queue.allocated': {
    title: {
      en: 'Your turn in the queue',
      'zh-Hant': '公排已輪到您',
      tr: 'Kuyrukta sıra sizde',
      id: 'Giliran Anda dalam antrean',
    },
    content: {
      en: 'A unit of "{title}" was allocated to you. Open the goods to buy it.',
      'zh-Hant': '已為您分配「{title}」一個名額。打開商品即可購買。',
      tr: '"{title}" ürününden size bir adet ayrıldı. Satın almak için ürünü açın.',
      id: 'Satu unit "{title}" dialokasikan untuk Anda. Buka produk untuk membelinya.',
    },
  },
} satisfies Record<string, NoticeText>;
