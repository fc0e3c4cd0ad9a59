import { z } from 'zod';
import { ReasonSchema } from '../access/access.schemas.ts';
import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import { IdNumberSchema, PG_INTEGER_MAX } from '../shared/input-bounds.ts';
import { CONSOLE_ADMINS } from '../access/roles.ts';
import { ImageUrlSchema, RowIdSchema } from '../shared/wire-fields.ts';

const text = (max: number) => z.string().trim().max(max, 'too_long');

/** Categories of one parent (`pid`, 0 = top), or matching `q` anywhere in the tree; shown or hidden. */
export const CategoryAdminQuerySchema = PageQuerySchema.extend({
  pid: z.coerce.number().int().min(0).max(PG_INTEGER_MAX, 'invalid_value').optional(),
  q: text(64).optional(),
  shown: z.enum(['yes', 'no'], { error: 'invalid_value' }).optional(),
});

/** The names a category has besides English (empty: the app shows the English name). */
export const CategoryNamesSchema = z.object({
  'zh-Hant': text(64).default(''),
  tr: text(64).default(''),
  id: text(64).default(''),
});

/** A category as the admin sees it: names in the four languages, its place and what hangs on it. */
export const CategoryAdminRowSchema = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string(),
  names: z.object({ 'zh-Hant': z.string(), tr: z.string(), id: z.string() }),
  image: ImageUrlSchema,
  weigh: z.number().int(),
  shown: z.boolean(),
  /** The English names of the ancestors, top first. */
  path: z.array(z.object({ id: z.number().int(), name: z.string() })),
  children: z.number().int(),
  /** Goods on sale in this category and every category below it. */
  goods_on_sale: z.number().int(),
});
export type CategoryAdminRow = z.infer<typeof CategoryAdminRowSchema>;

/** Creates (no `id`) or changes a category. */
export const CategorySaveInputSchema = z
  .object({
    id: IdNumberSchema.optional(),
    pid: z.number().int().min(0).max(PG_INTEGER_MAX, 'invalid_value').default(0),
    name: text(64).min(1, 'required'),
    names: CategoryNamesSchema.default({ 'zh-Hant': '', tr: '', id: '' }),
    image: z
      .string()
      .trim()
      .max(255, 'too_long')
      .regex(/^(|\/uploads\/[\w./-]+|https?:\/\/\S+)$/, 'invalid_value')
      .default(''),
    weigh: z.number().int().min(-100_000).max(100_000, 'invalid_value').optional(),
    shown: z.boolean().default(true),
    reason: ReasonSchema,
  })
  .strict();

export const CategoryMoveInputSchema = z
  .object({
    id: IdNumberSchema,
    direction: z.enum(['up', 'down'], { error: 'invalid_value' }),
    reason: ReasonSchema,
  })
  .strict();

export const CategoryShowInputSchema = z
  .object({ id: IdNumberSchema, shown: z.boolean(), reason: ReasonSchema })
  .strict();

export const CategoryDeleteInputSchema = z
  .object({ id: IdNumberSchema, reason: ReasonSchema })
  .strict();

/** Platform admin: the catalog's categories the member app browses; every change audited. */
export const categoryAdminRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/console/content/categories',
    ...CONSOLE_ADMINS,
    input: CategoryAdminQuerySchema,
    output: pageSchema(CategoryAdminRowSchema),
    errors: [],
    summary: 'Categories of one parent in the app order, or matching a text anywhere in the tree.',
  }),
  save: defineRoute({
    method: 'POST',
    path: '/console/content/categories/save',
    ...CONSOLE_ADMINS,
    input: CategorySaveInputSchema,
    output: CategoryAdminRowSchema,
    errors: ['category_parent_cycle', 'category_has_goods'],
    summary:
      'Creates or changes a category (four names, parent, image, order, shown); no parent cycle; audited.',
  }),
  move: defineRoute({
    method: 'POST',
    path: '/console/content/categories/move',
    ...CONSOLE_ADMINS,
    input: CategoryMoveInputSchema,
    output: z.array(CategoryAdminRowSchema),
    errors: [],
    summary: 'Moves a category one place up or down among its siblings; audited.',
  }),
  show: defineRoute({
    method: 'POST',
    path: '/console/content/categories/show',
    ...CONSOLE_ADMINS,
    input: CategoryShowInputSchema,
    output: CategoryAdminRowSchema,
    errors: ['category_has_goods'],
    summary: 'Shows or hides a category (and what is below it) in the app; audited.',
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/console/content/categories/delete',
    ...CONSOLE_ADMINS,
    input: CategoryDeleteInputSchema,
    output: RowIdSchema,
    errors: ['category_has_goods', 'category_has_children'],
    summary:
      'Removes an empty category (no goods, no subcategories); audited with the row as it was.',
  }),
} as const;
