import type { Language } from '@cloudmall/contract';
import { interpolate, type MessageParams, type Text4 } from './messages.ts';

/** What the bill list says beside an entry's reason, by memo key, in every language. */
export const MEMO_MESSAGES = {
  'memo.demoCredit': {
    en: 'Demo starting balance',
    'zh-Hant': '體驗帳戶初始餘額',
    tr: 'Demo başlangıç bakiyesi',
    id: 'Saldo awal demo',
  },
  'memo.deposit': {
    en: 'Top-up of {usdt} USDT ({network})',
    'zh-Hant': '儲值 {usdt} USDT（{network}）',
    tr: '{usdt} USDT yükleme ({network})',
    id: 'Isi ulang {usdt} USDT ({network})',
  },
  'memo.transferTo': {
    en: 'To {name}',
    'zh-Hant': '轉給 {name}',
    tr: 'Alıcı: {name}',
    id: 'Kepada {name}',
  },
  'memo.transferFrom': {
    en: 'From {name}',
    'zh-Hant': '來自 {name}',
    tr: 'Gönderen: {name}',
    id: 'Dari {name}',
  },
  'memo.someMember': {
    en: 'a member',
    'zh-Hant': '一位會員',
    tr: 'bir üye',
    id: 'seorang anggota',
  },
  'memo.pointsExchange': {
    en: '{points} points exchanged',
    'zh-Hant': '已兌換 {points} 積分',
    tr: '{points} puan dönüştürüldü',
    id: '{points} poin ditukar',
  },
  'memo.orderPayment': {
    en: 'Order {orderNos}',
    'zh-Hant': '訂單 {orderNos}',
    tr: 'Sipariş {orderNos}',
    id: 'Pesanan {orderNos}',
  },
  'memo.deviceRenew': {
    en: '{days} more days',
    'zh-Hant': '續期 {days} 天',
    tr: '{days} gün uzatma',
    id: 'Tambah {days} hari',
  },
  'memo.signin': {
    en: 'Day {day} of the streak',
    'zh-Hant': '連續簽到第 {day} 天',
    tr: 'Serinin {day}. günü',
    id: 'Hari ke-{day} beruntun',
  },
  'memo.commission': {
    en: 'Team commission, order #{order}, level {level}',
    'zh-Hant': '團隊佣金，訂單 #{order}，第 {level} 級',
    tr: 'Ekip komisyonu, sipariş #{order}, seviye {level}',
    id: 'Komisi tim, pesanan #{order}, level {level}',
  },
  'memo.commissionReversed': {
    en: 'Team commission taken back, order #{order}, level {level} (refund #{refund})',
    'zh-Hant': '團隊佣金沖回，訂單 #{order}，第 {level} 級（退款 #{refund}）',
    tr: 'Ekip komisyonu geri alındı, sipariş #{order}, seviye {level} (iade #{refund})',
    id: 'Komisi tim ditarik, pesanan #{order}, level {level} (refund #{refund})',
  },
  'memo.scriptRevenue': {
    en: 'Script revenue, device {device}',
    'zh-Hant': '腳本收益，設備 {device}',
    tr: 'Betik geliri, cihaz {device}',
    id: 'Pendapatan skrip, perangkat {device}',
  },
} satisfies Record<string, Text4>;

export type MemoKey = keyof typeof MEMO_MESSAGES;

/** A memo in `language`. */
export const renderMemo = (key: MemoKey, params: MessageParams, language: Language): string =>
  interpolate(MEMO_MESSAGES[key][language], params);
