import { z } from 'zod';
import { GoodsCardSchema } from '../catalog/catalog.schemas.ts';
import { ChangePushSchema } from '../realtime/change.events.ts';
import { ChatMessageSchema, ServiceMessageSchema } from './chat.schemas.ts';
import { ServiceDeskPushSchema } from './service-desk.routes.ts';
import { UnixTimeSchema } from '../shared/wire-fields.ts';

/** `order` and `notice` pushes (spec §3 "Order push"): title, content, modules, modules_id. */
export const NoticePushSchema = z.object({
  type: z.enum(['order', 'notice']),
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  modules: z.string(),
  modules_id: z.number().int(),
  createtime: UnixTimeSchema,
  /** The catalogue message of a server-made notice and its values: `title`/`content` are its English text. */
  message_key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type NoticePush = z.infer<typeof NoticePushSchema>;

/** A newer login of the same member: the older client clears its session and goes to login. */
export const UserLoginPushSchema = z.object({
  type: z.literal('user_login'),
  user_id: z.number().int(),
});
export type UserLoginPush = z.infer<typeof UserLoginPushSchema>;

/** A room count a client reads when it is a usable number; anything else reads as absent. */
const roomCount = z.number().int().nonnegative().optional().catch(undefined);

/**
 * Live-room broadcasts (protocol §5.3): `message.type` is `coming`, `leave`, `like` or `msg` (with
 * `text`), `update` (the room's goods changed: `goods`) or `end`; `online` is who is in the room
 * now, `like` the room's likes (on `like`).
 */
export const LivePushSchema = z.object({
  type: z.literal('live'),
  group: z.string(),
  form: z.object({ id: z.number().int(), nickname: z.string() }),
  message: z.object({ type: z.string(), text: z.string().optional() }),
  online: roomCount,
  like: roomCount,
  /** On `update`: the room's goods now (protocol `live/cloud`). */
  goods: z.array(GoodsCardSchema).optional(),
});
export type LivePush = z.infer<typeof LivePushSchema>;

/** Everything the server pushes on `/ws` besides `init`, `ping` and `pong` (and `*_changed`, realtime/change.events.ts): realtime sends only these. */
export const ServerPushSchema = z.union([
  ChatMessageSchema,
  ServiceMessageSchema,
  NoticePushSchema,
  UserLoginPushSchema,
  LivePushSchema,
  ChangePushSchema,
  ServiceDeskPushSchema,
]);
export type ServerPush = z.infer<typeof ServerPushSchema>;
