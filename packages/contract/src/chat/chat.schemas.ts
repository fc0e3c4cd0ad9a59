import { z } from 'zod';
import { IdNumberSchema, IdSchema } from '../shared/input-bounds.ts';
import { countFields, ImageUrlSchema, UnixTimeSchema } from '../shared/wire-fields.ts';
import { UploadPathInputSchema } from '../shared/upload-path.ts';

const UploadUrl = z.string().regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, 'invalid_value');

const TextBody = z.object({
  type: z.literal('text'),
  content: z.object({ text: z.string().trim().min(1, 'required').max(2000, 'too_long') }).strict(),
});
const ImageBody = z.object({
  type: z.literal('img'),
  content: z
    .object({
      url: UploadUrl,
      w: z.number().int().min(1).max(10_000),
      h: z.number().int().min(1).max(10_000),
    })
    .strict(),
});
const VoiceBody = z.object({
  type: z.literal('voice'),
  content: z.object({ url: UploadUrl, length: z.number().int().min(1).max(300) }).strict(),
});

/** Message bodies by type (spec §3 "Chat socket message"); always shown as text, never as HTML. */
export const ChatMessageBodySchema = z.discriminatedUnion('type', [
  TextBody,
  ImageBody,
  VoiceBody,
  z.object({
    type: z.literal('goods'),
    content: z
      .object({
        id: IdNumberSchema,
        title: z.string().max(200),
        image: ImageUrlSchema.max(255),
        price: z.string().regex(/^\d+\.\d{2}$/, 'invalid_amount'),
      })
      .strict(),
  }),
]);
export type ChatMessageBody = z.infer<typeof ChatMessageBodySchema>;

/** An image or a voice recording as sent: its `url` or its `fullurl` (kept as `/uploads/...`). */
const ImageSendBody = z.object({
  type: z.literal('img'),
  content: ImageBody.shape.content.extend({ url: UploadPathInputSchema }),
});
const VoiceSendBody = z.object({
  type: z.literal('voice'),
  content: VoiceBody.shape.content.extend({ url: UploadPathInputSchema }),
});

/** What a sender may write: a goods card names only the goods; the server fills title, image and price from the catalog. */
export const ChatSendBodySchema = z.discriminatedUnion('type', [
  TextBody,
  ImageSendBody,
  VoiceSendBody,
  z.object({
    type: z.literal('goods'),
    // The stock client sends the whole goods row it showed; only its id is read.
    content: z.object({ id: z.coerce.number().int().positive() }),
  }),
]);
export type ChatSendBody = z.output<typeof ChatSendBodySchema>;

/** Cloudmall's own message: the body at the top (`type`, `content`). */
const ChatSendFlatSchema = z.intersection(
  z.object({
    /** The other member (a shop's owner for shop chats). */
    to_id: IdSchema,
    shop_id: IdSchema.optional(),
  }),
  ChatSendBodySchema,
);

/**
 * The stock client's message object (`chat.vue`): the body in `message`, the sender in `form`, which
 * must be the caller; its local `id`, `type: "chat"` and `createtime` are not read.
 */
const ChatSendClientSchema = z.object({
  to_id: IdSchema,
  shop_id: IdSchema.optional(),
  form: z.object({ id: IdSchema }),
  message: ChatSendBodySchema,
});

/** A message to send, in Cloudmall's flat shape or as the stock client's message object. */
export const ChatSendInputSchema = z.union([ChatSendFlatSchema, ChatSendClientSchema]);
export type ChatSendInput = z.output<typeof ChatSendInputSchema>;

export const ChatPartySchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int().optional(),
  name: z.string(),
  avatar: ImageUrlSchema,
});

/** A stored chat message, as pushed on the socket (`type: "chat"`) and listed in history. */
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  type: z.literal('chat'),
  to_id: z.number().int(),
  form: ChatPartySchema,
  message: ChatMessageBodySchema,
  createtime: UnixTimeSchema,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A conversation in the Message Center list. */
export const ChatListEntrySchema = z.object({
  /** The shop when the other member owns one (the stock client opens it with `getShopChat`), else the member. */
  id: z.number().int(),
  /** The other member: conversations are kept by it. */
  user_id: z.number().int(),
  name: z.string(),
  avatar: ImageUrlSchema,
  /** Preview of the last message as plain text ("[image]", "[voice]", "[goods]" for media). */
  content: z.string(),
  count: z.number().int(),
  createtime: UnixTimeSchema,
});
export type ChatListEntry = z.infer<typeof ChatListEntrySchema>;

/**
 * A conversation's history: with `id` (or the stock client's `to_id`), paged backwards from the
 * newest by `page`, or from `before_id` (then `page` is 1).
 */
export const ChatHistoryQuerySchema = z
  .object({
    id: IdSchema.optional(),
    to_id: IdSchema.optional(),
    before_id: IdSchema.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .refine((query) => query.id !== undefined || query.to_id !== undefined, {
    message: 'required',
    path: ['id'],
  });

export const NOTICE_TYPES = ['order', 'notice', 'system', 'logistics'] as const;
export const NoticeTypeSchema = z.enum(NOTICE_TYPES, { error: 'invalid_value' });

/** A stored notice (order, refund, wallet and account events); pushed as `order` or `notice`. */
export const NoticeSchema = z.object({
  id: z.number().int(),
  type: NoticeTypeSchema,
  title: z.string(),
  content: z.string(),
  modules: z.string(),
  modules_id: z.number().int(),
  read: z.boolean(),
  createtime: UnixTimeSchema,
  /** The stock client's page for `modules` (`/pages/user/order/details?id=7`), or `''`. */
  url: z.string(),
  /** A picture of what the notice is about, or `''`. */
  image: z.string(),
  /** Where it comes from, as the stock client prints it ("Order 2024..."), or `''`. */
  come: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** The shop a chat is with (`chat/getShopChat`): who answers it (`user_id`), and whether they are online (1). */
export const ShopChatSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  shopname: z.string(),
  avatar: ImageUrlSchema,
  isOnline: z.number().int(),
});
export type ShopChat = z.infer<typeof ShopChatSchema>;

/** Unread counts: one per notice type, and chat messages. */
export const NoticeCountsSchema = z.object(countFields(...NOTICE_TYPES, 'chat'));

/** Customer service: the member's side of the conversation with the assistant or an agent. */
export const SERVICE_SENDERS = ['member', 'bot', 'agent'] as const;
export const ServiceMessageSchema = z.object({
  id: z.number().int(),
  type: z.literal('service'),
  form: z.object({ id: z.number().int(), name: z.string(), avatar: z.string() }),
  sender: z.enum(SERVICE_SENDERS),
  message: z.discriminatedUnion('type', [
    z.object({ type: z.literal('text'), content: z.object({ text: z.string() }) }),
    z.object({
      type: z.literal('article'),
      content: z.object({ id: z.number().int(), title: z.string(), content: z.string() }),
    }),
    z.object({
      type: z.literal('list'),
      content: z.array(z.object({ id: z.number().int(), title: z.string(), keywords: z.string() })),
    }),
    z.object({ type: z.literal('end'), content: z.object({ text: z.string() }) }),
    z.object({
      type: z.literal('voice'),
      content: z.object({ url: z.string(), length: z.number().int() }),
    }),
  ]),
  createtime: UnixTimeSchema,
});
export type ServiceMessage = z.infer<typeof ServiceMessageSchema>;

/** A question to customer service: a text or a voice recording (an uploaded file and its seconds). */
export const ServiceAskInputSchema = z
  .object({
    text: z.string().trim().min(1, 'required').max(500, 'too_long').optional(),
    voice: VoiceBody.shape.content.optional(),
    human: z.boolean().optional(),
  })
  .strict()
  .refine((input) => (input.text === undefined) !== (input.voice === undefined), {
    message: 'required',
    path: ['text'],
  });

export const HelpArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  keywords: z.string(),
});
