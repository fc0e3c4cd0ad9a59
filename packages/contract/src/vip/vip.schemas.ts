import { z } from 'zod';
import { IdempotencyKeySchema, parseAmountToMinor } from '../shared/amount.ts';
import { translationsSchema } from '../shared/language.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import { moneyFields, MoneySchema, UnixTimeSchema } from '../shared/wire-fields.ts';

/** A money figure an admin types where 0 is allowed ("0", "12.5"), parsed to minor units. */
export const MoneyOrZeroSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
  .trim()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/, 'invalid_amount')
  .transform((value) => parseAmountToMinor(value));

/** A discount in basis points: 0 (none) to 5000 (half off). */
export const DiscountBpsSchema = z.coerce
  .number()
  .int()
  .min(0, 'invalid_value')
  .max(5000, 'invalid_value');

/** A VIP level as members see it (texts in the reader's language). `price` 0.00 = not for sale. */
export const VipLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  ...moneyFields('threshold', 'price'),
  for_sale: z.boolean(),
  discount_bps: z.number().int(),
  benefits: z.string(),
});
export type VipLevel = z.infer<typeof VipLevelSchema>;

/** The member's VIP standing: level, spend counted so far, the next level by spend, all levels. */
export const VipStatusSchema = z.object({
  level: z.number().int(),
  level_name: z.string(),
  spend: MoneySchema,
  discount_bps: z.number().int(),
  next: z
    .object({ level: z.number().int(), name: z.string(), ...moneyFields('threshold', 'remaining') })
    .nullable(),
  levels: z.array(VipLevelSchema),
});
export type VipStatus = z.infer<typeof VipStatusSchema>;

/** Buys a level directly from the balance (once per key; only above the current level). */
export const VipBuySchema = z
  .object({ level: z.coerce.number().int().min(1).max(99), idempotency_key: IdempotencyKeySchema })
  .strict();

/** A VIP level as the admin console edits it (English columns and translations). */
export const VipLevelAdminSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  name: z.string(),
  benefits: z.string(),
  translations: translationsSchema,
  ...moneyFields('threshold', 'price'),
  discount_bps: z.number().int(),
  enabled: z.boolean(),
  updated_at: UnixTimeSchema,
});
export type VipLevelAdmin = z.infer<typeof VipLevelAdminSchema>;

/** Creates (no id) or changes (id) a VIP level; the reason goes to the audit log. */
export const VipLevelSaveSchema = z
  .object({
    id: IdSchema.optional(),
    level: z.coerce.number().int().min(1, 'invalid_value').max(99, 'invalid_value'),
    name: z.string().trim().min(1, 'required').max(40, 'too_long'),
    benefits: z.string().trim().max(500, 'too_long'),
    translations: translationsSchema,
    threshold: MoneyOrZeroSchema,
    price: MoneyOrZeroSchema,
    discount_bps: DiscountBpsSchema,
    enabled: z.boolean(),
    reason: z.string().trim().min(2, 'required').max(200, 'too_long'),
  })
  .strict();
