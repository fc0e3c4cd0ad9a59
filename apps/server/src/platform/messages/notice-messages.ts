import type { Language } from '@cloudmall/contract';
import { interpolate, type MessageParams } from './messages.ts';
import { REFUND_NOTICES, WALLET_NOTICES } from './money-notices.ts';
import { ORDER_NOTICES, type NoticeText } from './order-notices.ts';
import { SERVICE_NOTICES } from './service-notices.ts';
import { SHOP_NOTICES } from './shop-notices.ts';
import { TEAM_NOTICES } from './team-notices.ts';
import { MEMBERSHIP_NOTICES } from './membership-notices.ts';
import { GROWTH_NOTICES } from './growth-notices.ts';

/** Every notice the server writes, by message key, in every language. */
export const NOTICE_MESSAGES = {
  ...ORDER_NOTICES,
  ...REFUND_NOTICES,
  ...WALLET_NOTICES,
  ...SHOP_NOTICES,
  ...TEAM_NOTICES,
  ...MEMBERSHIP_NOTICES,
  ...GROWTH_NOTICES,
  ...SERVICE_NOTICES,
} satisfies Record<string, NoticeText>;

export type NoticeKey = keyof typeof NOTICE_MESSAGES;

/** A notice as the server writes it: a message key and the values it is rendered with. */
export interface NoticeMessage {
  key: NoticeKey;
  params: MessageParams;
}

/**
 * Stores a notice of one of `Types` for a member and pushes it (chat's notify port, after commit):
 * its message, and what it is about (`modules`, `modulesId`).
 */
export type MemberNotifier<Types extends string> = (
  userId: number,
  notice: { type: Types; message: NoticeMessage; modules: string; modulesId: number },
) => Promise<void>;

/** Tells a shop's owner after commit (the merchant desk): a `shop_changed` push, and a notice when given. */
export type ShopTeller = (
  shopId: number,
  event: { what: 'order' | 'refund'; id: number; notice?: NoticeMessage },
) => void;

export const isNoticeKey = (key: string): key is NoticeKey => Object.hasOwn(NOTICE_MESSAGES, key);

/** A notice's title and body in `language`; null for a key the catalogue does not know. */
export function renderNotice(
  key: string,
  params: MessageParams,
  language: Language,
): { title: string; content: string } | null {
  if (!isNoticeKey(key)) return null;
  const text = NOTICE_MESSAGES[key];
  return {
    title: interpolate(text.title[language], params),
    content: interpolate(text.content[language], params),
  };
}

export type { MessageParams } from './messages.ts';
