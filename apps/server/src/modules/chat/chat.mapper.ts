import type { ChatMessage, ChatMessageBody } from '@cloudmall/contract/chat';
import { unixSeconds } from '../../platform/clock.ts';
import type { ChatMessageRow } from './chat.repository.ts';

export interface Party {
  id: number;
  name: string;
  avatar: string;
}

/** The message as pushed and listed: `form` is the sender, `to_id` the recipient. */
export function toChatMessage(row: ChatMessageRow, sender: Party): ChatMessage {
  return {
    id: row.id,
    type: 'chat',
    to_id: row.toUserId,
    form: { ...sender, ...(row.shopId ? { shop_id: row.shopId } : {}) },
    message: { type: row.type, content: row.content } as ChatMessageBody,
    createtime: unixSeconds(row.createdAt),
  };
}

/** A plain-text preview of a message for the conversation list. */
export function previewOf(type: string, content: Record<string, unknown>): string {
  if (type === 'text') return String(content.text ?? '').slice(0, 80);
  return `[${type === 'img' ? 'image' : type}]`;
}

/** The stock client's page of what a notice is about, by its `modules` (protocol §2.19); `''` for others. */
const NOTICE_PAGES: Record<string, string> = {
  order: '/pages/user/order/details?id=',
  logistics: '/pages/user/order/details?id=',
  refund: '/pages/user/refund/details?id=',
  goods: '/pages/product/goods?id=',
};

export function noticeUrlOf(modules: string, modulesId: number): string {
  const page = NOTICE_PAGES[modules];
  return page && modulesId > 0 ? `${page}${modulesId}` : '';
}
