import { z } from 'zod';
import { PageQuerySchema } from '../shared/envelope.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import { memberRefShape, UnixTimeSchema } from '../shared/wire-fields.ts';
import { KYC_ID_TYPES, kycNeedsBack } from '../wallet/wallet.schemas.ts';

/** What kind of shop a member applies for: their own (personal) or a company's (enterprise). */
export const SHOP_STORE_TYPES = ['personal', 'enterprise'] as const;
export type ShopStoreType = (typeof SHOP_STORE_TYPES)[number];
/** The documents an applicant may show: those of identity verification. */
export const SHOP_ID_TYPES = KYC_ID_TYPES;
/**
 * An application's states: `draft` (saved, not sent), `pending` (waiting for an admin),
 * `certified` (approved: the shop exists and the member holds the merchant role) and `refused`
 * (with a reason; the member may edit and send it again).
 */
export const SHOP_APPLY_STATES = ['draft', 'pending', 'certified', 'refused'] as const;
export type ShopApplyState = (typeof SHOP_APPLY_STATES)[number];

/** A photo of the application: an identity photo uploaded privately, or a public upload. */
const PhotoPath = z.union([
  z
    .string()
    .regex(/^\/(uploads|private\/kyc)\/[A-Za-z0-9/_.-]+$/, 'invalid_value')
    .max(255, 'too_long'),
  z.literal(''),
]);
const Text = (max: number) => z.string().trim().max(max, 'too_long').default('');

/**
 * The member's form. A draft (`submit` false) keeps whatever was typed; sending it (`submit` true)
 * asks for every field, the back photo of an identity card or driving licence (never of a
 * passport) and the business licence of an enterprise.
 */
export const ShopApplyInputSchema = z
  .object({
    store_type: z.enum(SHOP_STORE_TYPES, { error: 'invalid_value' }).default('personal'),
    shopname: Text(32),
    id_type: z.enum(SHOP_ID_TYPES, { error: 'invalid_value' }).default('identity_card'),
    id_number: Text(32).refine((value) => /^[A-Za-z0-9-]*$/.test(value), 'invalid_value'),
    real_name: Text(64),
    mobile: Text(20).refine((value) => /^\+?[0-9 -]*$/.test(value), 'invalid_value'),
    front_image: PhotoPath.default(''),
    back_image: PhotoPath.default(''),
    licence_image: PhotoPath.default(''),
    submit: z.boolean().default(false),
  })
  .strict()
  .superRefine((input, context) => {
    if (!input.submit) return;
    const required = (field: keyof typeof input, min = 1) => {
      if (String(input[field]).length < min)
        context.addIssue({ code: 'custom', message: 'required', path: [field], input });
    };
    required('shopname', 2);
    required('real_name', 2);
    required('id_number', 4);
    required('mobile', 6);
    required('front_image');
    if (kycNeedsBack(input.id_type)) required('back_image');
    if (input.store_type === 'enterprise') required('licence_image');
  });
export type ShopApplyInput = z.output<typeof ShopApplyInputSchema>;

export const ShopApplyIdSchema = z.object({ id: IdSchema }).strict();

/** An application as its member (and an admin) sees it; photos as short-lived signed addresses. */
export const ShopApplicationSchema = z.object({
  id: z.number().int(),
  store_type: z.enum(SHOP_STORE_TYPES),
  shopname: z.string(),
  id_type: z.enum(SHOP_ID_TYPES),
  id_number: z.string(),
  real_name: z.string(),
  mobile: z.string(),
  /** The stored paths (sent back when the form is saved again). */
  front_image: z.string(),
  back_image: z.string(),
  licence_image: z.string(),
  /** Short-lived signed addresses of the photos ('' when there is none). */
  front_url: z.string(),
  back_url: z.string(),
  licence_url: z.string(),
  state: z.enum(SHOP_APPLY_STATES),
  /** Why an admin refused it ('' otherwise). */
  reason: z.string(),
  /** The shop approval opened (0 before). */
  shop_id: z.number().int(),
  createtime: UnixTimeSchema,
  updatetime: UnixTimeSchema,
});
export type ShopApplication = z.infer<typeof ShopApplicationSchema>;

/** The member's application, or null before the first save. */
export const MyShopApplicationSchema = ShopApplicationSchema.nullable();

/** An application on the admin's desk: the member too. */
export const ShopApplicationRowSchema = ShopApplicationSchema.extend(memberRefShape);
export type ShopApplicationRow = z.infer<typeof ShopApplicationRowSchema>;

export const ShopApplyQuerySchema = PageQuerySchema.extend({
  state: z.enum(SHOP_APPLY_STATES, { error: 'invalid_value' }).optional(),
  /** Part of the shop name, the real name or the member's username. */
  q: z.string().trim().max(64, 'too_long').default(''),
});

/** The admin's decision: approve (an optional note), or refuse with a reason the member reads. */
export const ShopApplyApproveSchema = z
  .object({ id: IdSchema, reason: z.string().trim().max(200, 'too_long').default('') })
  .strict();
export const ShopApplyRefuseSchema = z
  .object({
    id: IdSchema,
    reason: z.string({ error: 'required' }).trim().min(2, 'required').max(200, 'too_long'),
  })
  .strict();
