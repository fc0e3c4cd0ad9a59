import { z } from 'zod';
import { AmountSchema, IdempotencyKeySchema } from '../shared/amount.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import { memberRefShape, MoneySchema, UnixTimeSchema } from '../shared/wire-fields.ts';

/** An application's states: waiting for an admin, approved (the member is a distributor), refused. */
export const DISTRIBUTOR_STATES = ['pending', 'approved', 'refused'] as const;
export type DistributorState = (typeof DISTRIBUTOR_STATES)[number];

/** A water card's states: bought and not yet used, or redeemed into a member's balance. */
export const WATER_CARD_STATES = ['unused', 'redeemed'] as const;

/** What a member sends to become a distributor. */
export const DistributorApplySchema = z
  .object({
    name: z.string().trim().min(2, 'required').max(50, 'too_long'),
    contact: z.string().trim().min(3, 'required').max(50, 'too_long'),
    region: z.string().trim().min(2, 'required').max(50, 'too_long'),
    reason: z.string().trim().max(500, 'too_long').default(''),
  })
  .strict();

/** A distributor application as its member and the console see it. */
export const DistributorApplicationSchema = z.object({
  id: z.number().int(),
  ...memberRefShape,
  name: z.string(),
  contact: z.string(),
  region: z.string(),
  reason: z.string(),
  state: z.enum(DISTRIBUTOR_STATES),
  refuse_reason: z.string(),
  created_at: UnixTimeSchema,
  decided_at: UnixTimeSchema,
});
export type DistributorApplication = z.infer<typeof DistributorApplicationSchema>;

/** The member's distributor standing: the latest application (null: never applied) and the rate. */
export const DistributorStatusSchema = z.object({
  state: z.enum(['none', ...DISTRIBUTOR_STATES]),
  application: DistributorApplicationSchema.nullable(),
  /** The distributor price's discount in basis points (1000 = 10 % off). */
  discount_bps: z.number().int(),
});
export type DistributorStatus = z.infer<typeof DistributorStatusSchema>;

export const DistributorApplicationsQuerySchema = PageQuerySchema.extend({
  state: z.enum(DISTRIBUTOR_STATES).optional(),
}).strict();

export const DistributorDecisionSchema = z
  .object({ id: IdSchema, reason: z.string().trim().min(2, 'required').max(200, 'too_long') })
  .strict();

/** A water-card face value an admin offers. */
export const WaterCardFaceSchema = z.object({
  id: z.number().int(),
  value: MoneySchema,
  enabled: z.boolean(),
});
export type WaterCardFace = z.infer<typeof WaterCardFaceSchema>;

export const WaterCardFaceSaveSchema = z
  .object({
    id: IdSchema.optional(),
    value: AmountSchema,
    enabled: z.boolean(),
    reason: z.string().trim().min(2, 'required').max(200, 'too_long'),
  })
  .strict();

/** A distributor buys `count` cards of a face value from the balance, once per key. */
export const WaterCardBuySchema = z
  .object({
    face_id: IdSchema,
    count: z.coerce.number().int().min(1, 'invalid_value').max(20, 'invalid_value'),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();

/** A one-time code as typed: 16 letters and digits, dashes and spaces ignored. */
export const WaterCardCodeSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
  .trim()
  .max(40, 'too_long')
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .refine((value) => /^[A-Z0-9]{16}$/.test(value), 'invalid_value');

export const WaterCardRedeemSchema = z
  .object({ code: WaterCardCodeSchema, idempotency_key: IdempotencyKeySchema })
  .strict();

/** A water card: the code is shown to the distributor who bought it only (masked elsewhere). */
export const WaterCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  value: MoneySchema,
  state: z.enum(WATER_CARD_STATES),
  distributor_user_id: z.number().int(),
  distributor_username: z.string(),
  redeemed_by_user_id: z.number().int(),
  redeemed_by_username: z.string(),
  created_at: UnixTimeSchema,
  redeemed_at: UnixTimeSchema,
});
export type WaterCard = z.infer<typeof WaterCardSchema>;

export const WaterCardsQuerySchema = PageQuerySchema.extend({
  state: z.enum(WATER_CARD_STATES).optional(),
}).strict();

export const WaterCardsAdminQuerySchema = WaterCardsQuerySchema.extend({
  distributor_user_id: IdSchema.optional(),
}).strict();

export const WaterCardRedeemedSchema = z.object({ value: MoneySchema, balance: MoneySchema });
