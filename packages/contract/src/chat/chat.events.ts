import { z } from 'zod';
import { ChatMessageSchema, ServiceMessageSchema } from './chat.schemas.ts';

/** `order` and `notice` pushes (spec §3 "Order push"): title, content, modules, modules_id. */
export const NoticePushSchema = z.object({
  type: z.enum(['order', 'notice']),
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  modules: z.string(),
  modules_id: z.number().int(),
  createtime: z.number().int(),
});

/** A newer login of the same member: the older client clears its session and goes to login. */
export const UserLoginPushSchema = z.object({
  type: z.literal('user_login'),
  user_id: z.number().int(),
});

/** Live-room broadcasts (joined by the catalog/live issue). */
export const LivePushSchema = z.object({
  type: z.literal('live'),
  group: z.string(),
  form: z.object({ id: z.number().int(), nickname: z.string() }),
  message: z.object({ type: z.string(), text: z.string().optional() }),
});

/** Everything the server pushes on `/ws` besides `init` and `ping`. */
export const ServerPushSchema = z.union([
  ChatMessageSchema,
  ServiceMessageSchema,
  NoticePushSchema,
  UserLoginPushSchema,
  LivePushSchema,
]);
export type ServerPush = z.infer<typeof ServerPushSchema>;
