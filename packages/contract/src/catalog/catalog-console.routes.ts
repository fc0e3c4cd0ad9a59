import { z } from 'zod';
import { IdSchema } from '../shared/input-bounds.ts';
import { reviewShape, shopShape } from './catalog.schemas.ts';
import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import { CONSOLE_MERCHANTS } from '../access/roles.ts';
import { EmptyLooseInputSchema } from '../shared/route-inputs.ts';
import { ImageUrlSchema } from '../shared/wire-fields.ts';

const text = (max: number) => z.string().trim().max(max, 'too_long');
/** An uploaded picture's path (`/uploads/...`) or an absolute http(s) URL. */
const ImagePathSchema = z
  .string()
  .trim()
  .max(255, 'too_long')
  .regex(/^(\/uploads\/[\w./-]+|https?:\/\/\S+)$/, 'invalid_value');

/** The shop's reviews: by stars, answered or not, newest first. */
export const MerchantReviewQuerySchema = PageQuerySchema.extend({
  score: z.coerce.number().int().min(1).max(5).optional(),
  replied: z.enum(['yes', 'no']).optional(),
  goods_id: IdSchema.optional(),
});

export const MerchantReviewSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_title: z.string(),
  ...reviewShape,
});
export type MerchantReview = z.infer<typeof MerchantReviewSchema>;

export const ReviewReplyInputSchema = z
  .object({ id: IdSchema, reply: text(500).min(1, 'required') })
  .strict();

/** What a merchant edits of its shop (the member app's shop page shows it). */
export const ShopProfileInputSchema = z
  .object({
    shopname: text(32).min(2, 'required'),
    avatar: ImagePathSchema,
    banner: z.union([ImagePathSchema, z.literal('')]).default(''),
    bio: text(200),
    description: text(5000),
    city: text(64),
  })
  .strict();

export const ShopProfileSchema = z.object({
  ...shopShape,
  banner: ImageUrlSchema,
  bio: z.string(),
  description: z.string(),
  city: z.string(),
  status: z.string(),
});
export type ShopProfile = z.infer<typeof ShopProfileSchema>;

/** The merchant's own shop: its reviews and profile (the caller's shop only; audited changes). */
export const merchantCatalogRoutes = {
  reviews: defineRoute({
    method: 'GET',
    path: '/console/merchant/reviews',
    ...CONSOLE_MERCHANTS,
    input: MerchantReviewQuerySchema,
    output: pageSchema(MerchantReviewSchema),
    errors: ['shop_not_found'],
    summary: 'Reviews of the caller’s shop’s goods, by stars and answered or not, newest first.',
  }),
  replyReview: defineRoute({
    method: 'POST',
    path: '/console/merchant/reviews/reply',
    ...CONSOLE_MERCHANTS,
    input: ReviewReplyInputSchema,
    output: MerchantReviewSchema,
    errors: ['shop_not_found', 'review_already_replied'],
    summary:
      'Answers a review of the shop’s goods once (shown under it in the app); another shop’s review is not_found; audited.',
  }),
  shop: defineRoute({
    method: 'GET',
    path: '/console/merchant/shop',
    ...CONSOLE_MERCHANTS,
    input: EmptyLooseInputSchema,
    output: ShopProfileSchema,
    errors: ['shop_not_found'],
    summary: 'The caller’s shop profile.',
  }),
  updateShop: defineRoute({
    method: 'POST',
    path: '/console/merchant/shop/update',
    ...CONSOLE_MERCHANTS,
    input: ShopProfileInputSchema,
    output: ShopProfileSchema,
    errors: ['shop_not_found', 'shopname_exists'],
    summary: 'Edits the caller’s shop profile (name unique); audited with before and after.',
  }),
} as const;
