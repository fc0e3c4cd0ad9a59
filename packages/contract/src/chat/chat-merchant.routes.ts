import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import {
  ChatHistoryQuerySchema,
  ChatListEntrySchema,
  ChatMessageSchema,
  ChatSendInputSchema,
} from './chat.schemas.ts';
import { CONSOLE_MERCHANTS } from '../access/roles.ts';
import { IdInputSchema } from '../shared/route-inputs.ts';

/**
 * The shop's chat inbox in the console: the caller answers as its shop (its name and avatar). New
 * messages arrive over `/ws` like the app's (bind the socket with `chat/shake` and the console token).
 */
export const merchantChatRoutes = {
  conversations: defineRoute({
    method: 'GET',
    path: '/console/merchant/chat/conversations',
    ...CONSOLE_MERCHANTS,
    input: PageQuerySchema.extend({
      unread: z.enum(['yes']).optional(),
      name: z.string().trim().max(64, 'too_long').optional(),
    }),
    output: pageSchema(ChatListEntrySchema),
    errors: ['shop_not_found'],
    summary: 'Members who wrote to the shop, last message and unread count, newest first.',
  }),
  history: defineRoute({
    method: 'GET',
    path: '/console/merchant/chat/history',
    ...CONSOLE_MERCHANTS,
    input: ChatHistoryQuerySchema,
    output: z.array(ChatMessageSchema),
    errors: ['shop_not_found'],
    summary: 'Messages between the shop and one member, oldest first; marks them read.',
  }),
  send: defineRoute({
    method: 'POST',
    path: '/console/merchant/chat/send',
    ...CONSOLE_MERCHANTS,
    input: ChatSendInputSchema,
    output: ChatMessageSchema,
    errors: ['shop_not_found', 'chat_self_not_allowed', 'chat_user_not_found', 'rate_limited'],
    summary: 'Sends as the shop to a member; stored, then pushed to the member’s sockets.',
  }),
  read: defineRoute({
    method: 'POST',
    path: '/console/merchant/chat/read',
    ...CONSOLE_MERCHANTS,
    input: IdInputSchema,
    output: z.null(),
    errors: ['shop_not_found'],
    summary: 'Marks one conversation of the shop read.',
  }),
} as const;
