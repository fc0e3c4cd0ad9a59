import { parseLanguage } from '@cloudmall/contract';
/** What the assistant says, in the member's language (the only text the server writes itself here). */
const REPLIES = {
  en: {
    name: 'Cloudmall assistant',
    agent: 'Customer service',
    found: 'Here is what I found:',
    several: 'These articles may help:',
    none: 'I could not find an answer. Tap "Talk to a human agent" and a colleague will reply here.',
    handover: 'A human agent will reply here shortly.',
    voice: 'I cannot listen to voice messages. A human agent will listen and reply here.',
  },
  'zh-Hant': {
    name: 'Cloudmall 智能客服',
    agent: '人工客服',
    found: '為您找到以下內容：',
    several: '以下文章可能對您有幫助：',
    none: '暫時找不到答案。點擊「轉人工客服」，客服人員將在此回覆您。',
    handover: '人工客服將很快在此回覆您。',
    voice: '智能客服無法收聽語音訊息，人工客服將收聽並在此回覆您。',
  },
  tr: {
    name: 'Cloudmall asistanı',
    agent: 'Müşteri hizmetleri',
    found: 'Bulduğum yanıt:',
    several: 'Bu makaleler yardımcı olabilir:',
    none: 'Bir yanıt bulamadım. "Bir temsilciyle konuş"a dokunun, bir meslektaşımız burada yanıt verecek.',
    handover: 'Bir temsilci kısa süre içinde burada yanıt verecek.',
    voice: 'Sesli mesajları dinleyemiyorum. Bir temsilci dinleyip burada yanıt verecek.',
  },
  id: {
    name: 'Asisten Cloudmall',
    agent: 'Layanan pelanggan',
    found: 'Inilah yang saya temukan:',
    several: 'Artikel ini mungkin membantu:',
    none: 'Saya tidak menemukan jawaban. Ketuk "Bicara dengan agen" dan rekan kami akan membalas di sini.',
    handover: 'Agen manusia akan segera membalas di sini.',
    voice:
      'Saya tidak dapat mendengarkan pesan suara. Agen manusia akan mendengarkan dan membalas di sini.',
  },
} as const;

export type ReplyLanguage = keyof typeof REPLIES;
export type ReplyTexts = (typeof REPLIES)[ReplyLanguage];

/** The reply language from the `lang` or `Accept-Language` header; English by default. */
export const replyLanguage = (header: string | undefined): ReplyLanguage => parseLanguage(header);

export const repliesIn = (language: ReplyLanguage): ReplyTexts => REPLIES[language];

/** Words that ask for a person, in the four languages. */
export const HUMAN_WORDS = [
  'human',
  'agent',
  'person',
  '人工',
  '真人',
  '客服',
  'temsilci',
  'insan',
  'manusia',
  'agen',
];
