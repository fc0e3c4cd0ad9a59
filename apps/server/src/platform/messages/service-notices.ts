import type { NoticeText } from './order-notices.ts';

/** Notices to a member when the service desk answers their feedback, complaint or consultation. */
export const SERVICE_NOTICES = {
  'service.feedbackReplied': {
    title: {
      en: 'Your feedback was answered',
      'zh-Hant': '您的意見回饋已獲回覆',
      tr: 'Geri bildiriminiz yanıtlandı',
      id: 'Masukan Anda telah dibalas',
    },
    content: {
      en: 'Feedback #{id}: {reply}',
      'zh-Hant': '意見回饋 #{id}：{reply}',
      tr: 'Geri bildirim #{id}: {reply}',
      id: 'Masukan #{id}: {reply}',
    },
  },
  'service.feedbackClosed': {
    title: {
      en: 'Your feedback was closed',
      'zh-Hant': '您的意見回饋已關閉',
      tr: 'Geri bildiriminiz kapatıldı',
      id: 'Masukan Anda telah ditutup',
    },
    content: {
      en: 'Feedback #{id} was closed: {reply}',
      'zh-Hant': '意見回饋 #{id} 已關閉：{reply}',
      tr: 'Geri bildirim #{id} kapatıldı: {reply}',
      id: 'Masukan #{id} ditutup: {reply}',
    },
  },
  'service.complaintProcessing': {
    title: {
      en: 'Your complaint is being handled',
      'zh-Hant': '您的投訴正在處理中',
      tr: 'Şikâyetiniz işleme alındı',
      id: 'Keluhan Anda sedang ditangani',
    },
    content: {
      en: 'Complaint #{id}: {reply}',
      'zh-Hant': '投訴 #{id}：{reply}',
      tr: 'Şikâyet #{id}: {reply}',
      id: 'Keluhan #{id}: {reply}',
    },
  },
  'service.complaintResolved': {
    title: {
      en: 'Your complaint was resolved',
      'zh-Hant': '您的投訴已解決',
      tr: 'Şikâyetiniz çözüldü',
      id: 'Keluhan Anda telah diselesaikan',
    },
    content: {
      en: 'Complaint #{id}: {reply}',
      'zh-Hant': '投訴 #{id}：{reply}',
      tr: 'Şikâyet #{id}: {reply}',
      id: 'Keluhan #{id}: {reply}',
    },
  },
  'service.complaintRejected': {
    title: {
      en: 'Your complaint was rejected',
      'zh-Hant': '您的投訴未獲受理',
      tr: 'Şikâyetiniz reddedildi',
      id: 'Keluhan Anda ditolak',
    },
    content: {
      en: 'Complaint #{id}: {reply}',
      'zh-Hant': '投訴 #{id}：{reply}',
      tr: 'Şikâyet #{id}: {reply}',
      id: 'Keluhan #{id}: {reply}',
    },
  },
  'service.consultationAnswered': {
    title: {
      en: 'An expert answered your question',
      'zh-Hant': '專家已回覆您的諮詢',
      tr: 'Bir uzman sorunuzu yanıtladı',
      id: 'Pakar telah menjawab pertanyaan Anda',
    },
    content: {
      en: 'Consultation #{id}: {reply}',
      'zh-Hant': '諮詢 #{id}：{reply}',
      tr: 'Danışma #{id}: {reply}',
      id: 'Konsultasi #{id}: {reply}',
    },
  },
} satisfies Record<string, NoticeText>;
