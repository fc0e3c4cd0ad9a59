import { z } from 'zod';
import { IdSchema } from '../shared/input-bounds.ts';
import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import {
  ChatHistoryQuerySchema,
  ChatListEntrySchema,
  ChatMessageSchema,
  ChatPartySchema,
  ChatSendInputSchema,
  HelpArticleSchema,
  NoticeCountsSchema,
  NoticeSchema,
  NoticeTypeSchema,
  ServiceAskInputSchema,
  ServiceMessageSchema,
  ShopChatSchema,
} from './chat.schemas.ts';
import { CONSOLE_ADMINS, CONSOLE_SERVICE_DESK } from '../access/roles.ts';
import { EmptyLooseInputSchema, IdLooseInputSchema } from '../shared/route-inputs.ts';
import { ServiceQueueEntrySchema, ServiceQueueQuerySchema } from './service-desk.routes.ts';

/** A page of one type of notices: the input and output `notice/list` and `notice/getNoticeList` share. */
const NoticeListQuerySchema = PageQuerySchema.extend({ type: NoticeTypeSchema });
const NoticePageSchema = pageSchema(NoticeSchema);

export const chatRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/wanlshop/chat/send',
    auth: 'member',
    input: ChatSendInputSchema,
    output: ChatMessageSchema,
    errors: [
      'chat_self_not_allowed',
      'chat_user_not_found',
      'chat_goods_not_found',
      'rate_limited',
    ],
    summary: 'Stores a message to another member first, then pushes it to every socket of theirs.',
  }),
  state: defineRoute({
    method: 'GET',
    path: '/wanlshop/chat/state',
    auth: 'none',
    input: EmptyLooseInputSchema,
    output: z.object({ online: z.boolean() }),
    errors: [],
    summary: 'Whether the socket service is up (the client checks it before reconnecting).',
  }),
  shake: defineRoute({
    method: 'POST',
    path: '/wanlshop/chat/shake',
    auth: 'optional',
    input: z.object({ client_id: z.string().uuid('invalid_value') }),
    output: z.string(),
    errors: ['chat_client_unknown', 'forbidden'],
    summary:
      'Binds a socket client id to the member (on any instance) and delivers missed messages; a guest is answered without binding. Answers the client id.',
  }),
  shopChat: defineRoute({
    method: 'POST',
    path: '/wanlshop/chat/getShopChat',
    auth: 'member',
    input: IdLooseInputSchema,
    output: ShopChatSchema,
    errors: ['shop_not_found', 'chat_self_not_allowed'],
    summary:
      'The shop a chat opens with: its owner (`user_id`, who receives the messages), name, avatar and whether the owner is online.',
  }),
  lists: defineRoute({
    method: 'GET',
    path: '/wanlshop/chat/lists',
    auth: 'member',
    input: EmptyLooseInputSchema,
    output: z.array(ChatListEntrySchema),
    errors: [],
    summary: 'Conversations with the last message and the unread count, newest first.',
  }),
  party: defineRoute({
    method: 'GET',
    path: '/wanlshop/chat/party',
    auth: 'member',
    input: IdLooseInputSchema,
    output: ChatPartySchema,
    errors: ['chat_user_not_found'],
    summary:
      'Who a conversation is with, before any message: a shop owner as the shop (its name, avatar and id), a member as themself.',
  }),
  history: defineRoute({
    method: 'GET',
    path: '/wanlshop/chat/history',
    auth: 'member',
    input: ChatHistoryQuerySchema,
    output: pageSchema(ChatMessageSchema),
    errors: [],
    summary:
      'Messages with one member (`id` or `to_id`), oldest first within a page; page 1 is the newest, or the ones before `before_id`.',
  }),
  del: defineRoute({
    method: 'POST',
    path: '/wanlshop/chat/del',
    auth: 'member',
    input: IdLooseInputSchema,
    output: z.null(),
    errors: [],
    summary: 'Removes a conversation from the member’s list (and its unread count).',
  }),
  read: defineRoute({
    method: 'POST',
    path: '/wanlshop/chat/read',
    auth: 'member',
    input: z.object({ id: IdSchema.optional() }),
    output: z.null(),
    errors: [],
    summary: 'Marks all conversations read, or one when `id` is given.',
  }),
  clear: defineRoute({
    method: 'POST',
    path: '/wanlshop/chat/clear',
    auth: 'member',
    input: IdLooseInputSchema,
    output: z.null(),
    errors: [],
    summary: 'Clears the member’s history with one member; the conversation stays listed.',
  }),
  noticeCounts: defineRoute({
    method: 'GET',
    path: '/wanlshop/notice/counts',
    auth: 'member',
    input: EmptyLooseInputSchema,
    output: NoticeCountsSchema,
    errors: [],
    summary: 'Unread counts per notice type and of chat messages.',
  }),
  notices: defineRoute({
    method: 'GET',
    path: '/wanlshop/notice/list',
    auth: 'member',
    input: NoticeListQuerySchema,
    output: NoticePageSchema,
    errors: [],
    summary: 'Notices of one type, newest first.',
  }),
  noticeList: defineRoute({
    method: 'GET',
    path: '/wanlshop/notice/getNoticeList',
    auth: 'member',
    input: NoticeListQuerySchema,
    output: NoticePageSchema,
    errors: [],
    summary:
      'The protocol’s name of `notice/list`: notices of one type (`order`, `notice`...), newest first, each with the client page of what it is about (`url`).',
  }),
  readNotices: defineRoute({
    method: 'POST',
    path: '/wanlshop/notice/read',
    auth: 'member',
    input: z.object({ type: NoticeTypeSchema.optional() }),
    output: z.null(),
    errors: [],
    summary: 'Marks notices read (of one type, or all).',
  }),
  service: defineRoute({
    method: 'POST',
    path: '/wanlshop/chat/service',
    auth: 'member',
    input: ServiceAskInputSchema,
    output: z.array(ServiceMessageSchema),
    errors: ['rate_limited'],
    summary:
      'Asks customer service: the assistant answers from help articles, or hands over to a human agent.',
  }),
  serviceHistory: defineRoute({
    method: 'GET',
    path: '/wanlshop/chat/service_history',
    auth: 'member',
    input: EmptyLooseInputSchema,
    output: z.array(ServiceMessageSchema),
    errors: [],
    summary: 'The member’s customer-service conversation, oldest first (last 100).',
  }),
  help: defineRoute({
    method: 'GET',
    path: '/wanlshop/help/list',
    auth: 'none',
    input: EmptyLooseInputSchema,
    output: z.array(HelpArticleSchema),
    errors: [],
    summary: 'Help articles.',
  }),
} as const;

export const chatConsoleRoutes = {
  serviceReply: defineRoute({
    method: 'POST',
    path: '/console/service/reply',
    ...CONSOLE_SERVICE_DESK,
    input: z
      .object({
        user_id: IdSchema,
        text: z.string().trim().min(1, 'required').max(2000, 'too_long'),
        end: z.boolean().optional(),
      })
      .strict(),
    output: ServiceMessageSchema,
    errors: ['chat_user_not_found'],
    summary: 'A human agent answers a member; pushed as a `service` message.',
  }),
  serviceQueue: defineRoute({
    method: 'GET',
    path: '/console/service/queue',
    ...CONSOLE_SERVICE_DESK,
    input: ServiceQueueQuerySchema,
    output: pageSchema(ServiceQueueEntrySchema),
    errors: [],
    summary:
      'Members’ customer-service conversations by state (waiting by default), paged, latest activity first.',
  }),
  announce: defineRoute({
    method: 'POST',
    path: '/console/notices/announce',
    ...CONSOLE_ADMINS,
    input: z
      .object({
        title: z.string().trim().min(1, 'required').max(120, 'too_long'),
        content: z.string().trim().min(1, 'required').max(500, 'too_long'),
      })
      .strict(),
    output: z.object({ members: z.number().int() }),
    errors: [],
    summary:
      'A platform announcement: a `system` notice for every member, pushed to those connected; audited.',
  }),
} as const;
