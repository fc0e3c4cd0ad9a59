import type { RouteOutput } from '@cloudmall/contract';
import type { chatRoutes, NOTICE_TYPES } from '@cloudmall/contract/chat';

/** Unread notices per type and unread chat messages, as the server counts them. */
export type NoticeCounts = RouteOutput<typeof chatRoutes.noticeCounts>;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export type HelpArticle = RouteOutput<typeof chatRoutes.help>[number];
/** An `order` or `notice` push (spec §3 "Order push"). */
export type { NoticePush } from '../../lib/realtime/chat-events';
