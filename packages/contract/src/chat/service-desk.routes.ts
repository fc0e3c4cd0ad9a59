import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import { ServiceMessageSchema } from './chat.schemas.ts';
import { CONSOLE_SERVICE_DESK } from '../access/roles.ts';
import { memberNameShape } from '../identity/identity.schemas.ts';
import { memberRefShape } from '../shared/wire-fields.ts';

/** A member as the service desk sees it (read only). */
export const DeskMemberSchema = z.object({ user_id: z.number().int(), ...memberNameShape });
export type DeskMember = z.infer<typeof DeskMemberSchema>;

/** A member's customer-service conversation as an agent reads it, oldest first (last 100). */
export const DeskConversationSchema = z.object({
  member: DeskMemberSchema,
  messages: z.array(ServiceMessageSchema),
});
export type DeskConversation = z.infer<typeof DeskConversationSchema>;

/**
 * Where a member's customer-service conversation stands: `waiting` (asked for a person after the last
 * agent answer), `answered` (an agent answered last), `closed` (an agent ended it and the member has
 * not asked again).
 */
export const DeskStateSchema = z.enum(['waiting', 'answered', 'closed']);
export type DeskState = z.infer<typeof DeskStateSchema>;

/** The desk's queue filters: a state (`mine`: answered last by the caller, not closed; `all`). */
export const ServiceQueueQuerySchema = PageQuerySchema.extend({
  state: z.enum(['waiting', 'mine', 'closed', 'all']).default('waiting'),
  /** A member's id or username (exact). */
  member: z.string().trim().max(32, 'too_long').optional(),
}).strict();
export type ServiceQueueQuery = z.infer<typeof ServiceQueueQuerySchema>;

/** One conversation in the desk's queue. */
export const ServiceQueueEntrySchema = z.object({
  ...memberRefShape,
  nickname: z.string(),
  /** The member's latest message (text, or `[voice]`-like mark of its type). */
  last: z.string(),
  /** Unix seconds of the latest message of the conversation. */
  createtime: z.number().int(),
  state: DeskStateSchema,
  /** Username of the agent who answered last ('' when none has). */
  agent: z.string(),
});
export type ServiceQueueEntry = z.infer<typeof ServiceQueueEntrySchema>;

/**
 * A member wrote to customer service (or an agent answered): agents' desks reload the queue and the
 * conversation of `user_id`. Sent to every customer-service agent and admin.
 */
export const ServiceDeskPushSchema = z.object({
  type: z.literal('service_desk'),
  user_id: z.number().int(),
});
export type ServiceDeskPush = z.infer<typeof ServiceDeskPushSchema>;

/** The customer-service desk: agents read conversations and look members up (read only). */
export const serviceDeskRoutes = {
  conversation: defineRoute({
    method: 'GET',
    path: '/console/service/conversation',
    ...CONSOLE_SERVICE_DESK,
    input: z.object({ user_id: IdSchema }).strict(),
    output: DeskConversationSchema,
    errors: ['chat_user_not_found'],
    summary: "A member's customer-service conversation, oldest first (last 100).",
  }),
  member: defineRoute({
    method: 'GET',
    path: '/console/service/member',
    ...CONSOLE_SERVICE_DESK,
    input: z.object({ ref: z.string().trim().min(1, 'required').max(32, 'too_long') }).strict(),
    output: DeskMemberSchema,
    errors: ['chat_user_not_found'],
    summary: 'Looks a member up by id or username (read only).',
  }),
} as const;
