import { z } from 'zod';

/**
 * Pushes that tell a member something of theirs changed, so the screens showing it reload it (no
 * timer). Each is sent to the member concerned only, after the change committed; they carry ids, not
 * the data: the client reads the new state through the usual routes.
 */
export const OrderChangedPushSchema = z.object({
  type: z.literal('order_changed'),
  order_id: z.number().int(),
  /** The order's state after the change (1 unpaid … 7 closed). */
  state: z.number().int(),
});
export type OrderChangedPush = z.infer<typeof OrderChangedPushSchema>;

/** A refund request moved (applied, agreed, refused, returned, refunded, closed). */
export const RefundChangedPushSchema = z.object({
  type: z.literal('refund_changed'),
  refund_id: z.number().int(),
  order_id: z.number().int(),
});
export type RefundChangedPush = z.infer<typeof RefundChangedPushSchema>;

/** The member's money moved: balance, bills, top-ups or withdrawals. */
export const WalletChangedPushSchema = z.object({ type: z.literal('wallet_changed') });
export type WalletChangedPush = z.infer<typeof WalletChangedPushSchema>;

/** The member's identity verification was decided. */
export const KycChangedPushSchema = z.object({ type: z.literal('kyc_changed') });
export type KycChangedPush = z.infer<typeof KycChangedPushSchema>;

/** The member's cloud phones, scripts or activation codes changed. */
export const DevicesChangedPushSchema = z.object({ type: z.literal('devices_changed') });
export type DevicesChangedPush = z.infer<typeof DevicesChangedPushSchema>;

/** The member's VIP level or distributor standing (application, water cards) changed. */
export const MembershipChangedPushSchema = z.object({
  type: z.literal('membership_changed'),
  what: z.enum(['vip', 'distributor']),
});
export type MembershipChangedPush = z.infer<typeof MembershipChangedPushSchema>;
/** The member's public queue entries changed (allocated by an admin, or someone ahead left). */
export const QueueChangedPushSchema = z.object({ type: z.literal('queue_changed') });
export type QueueChangedPush = z.infer<typeof QueueChangedPushSchema>;

/**
 * Sent to a shop owner: an order of the shop (`order`) or a refund request on it (`refund`) changed,
 * so an open merchant console reloads its badges and lists.
 */
export const ShopChangedPushSchema = z.object({
  type: z.literal('shop_changed'),
  what: z.enum(['order', 'refund']),
  id: z.number().int(),
});
export type ShopChangedPush = z.infer<typeof ShopChangedPushSchema>;

/** The member's shop application was decided (certified or refused). */
export const ShopApplyChangedPushSchema = z.object({ type: z.literal('shop_apply_changed') });
export type ShopApplyChangedPush = z.infer<typeof ShopApplyChangedPushSchema>;
/** One of the member's service-desk requests (feedback, complaint, consultation) was answered or moved. */
export const ServiceChangedPushSchema = z.object({
  type: z.literal('service_changed'),
  kind: z.enum(['feedback', 'complaint', 'consultation']),
  id: z.number().int(),
});
export type ServiceChangedPush = z.infer<typeof ServiceChangedPushSchema>;

export const ChangePushSchema = z.discriminatedUnion('type', [
  OrderChangedPushSchema,
  RefundChangedPushSchema,
  WalletChangedPushSchema,
  KycChangedPushSchema,
  DevicesChangedPushSchema,
  ShopChangedPushSchema,
  ShopApplyChangedPushSchema,
  MembershipChangedPushSchema,
  QueueChangedPushSchema,
  ServiceChangedPushSchema,
]);
export type ChangePush = z.infer<typeof ChangePushSchema>;
/** The `type` of every change push, read off the union above so the two cannot drift apart. */
export const CHANGE_PUSH_TYPES = ChangePushSchema.options.map((push) => push.shape.type.value);
