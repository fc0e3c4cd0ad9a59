import { z } from 'zod';
import { PageQuerySchema } from '../shared/envelope.ts';
import { IdNumberSchema } from '../shared/input-bounds.ts';
import { translationsSchema } from '../shared/language.ts';
import { ReasonSchema } from '../access/access.schemas.ts';
import { HelpArticleSchema } from '../chat/chat.schemas.ts';
import { ImageUrlSchema, UnixTimeSchema } from '../shared/wire-fields.ts';
import { IdInputSchema } from '../shared/route-inputs.ts';

const text = (max: number) => z.string().trim().max(max, 'too_long');
const required = (max: number) => text(max).min(1, 'required');

/** Settings list filters: `module` is the key's prefix (`wallet`), `q` a part of the key. */
export const SettingListQuerySchema = PageQuerySchema.extend({
  module: z
    .string()
    .trim()
    .regex(/^[a-z]{1,32}$/, 'invalid_value')
    .optional(),
  q: text(64).optional(),
});

/**
 * One declared setting as the admin sees it: the current value (secret fields masked), the default,
 * the JSON Schema of its own zod schema (the form is built from it) and the console's text key.
 */
export const SettingRowSchema = z.object({
  key: z.string(),
  module: z.string(),
  description_key: z.string(),
  value: z.unknown(),
  default_value: z.unknown(),
  json_schema: z.unknown(),
  /** Dotted paths whose value is a secret: shown as `SECRET_MASK`; sending the mask back keeps it. */
  secret_fields: z.array(z.string()),
  updated_at: UnixTimeSchema,
});
export type SettingRow = z.infer<typeof SettingRowSchema>;

/** The mask a secret field is shown with; an update carrying it keeps the stored secret. */
export const SECRET_MASK = '********';

/** A new value for one setting: validated by the server with the setting's own schema. */
export const SettingUpdateInputSchema = z
  .object({
    key: z
      .string()
      .trim()
      .regex(/^[a-z]+\.[A-Za-z_]+$/, 'invalid_value'),
    value: z.unknown().refine((v) => v !== undefined, 'required'),
    reason: ReasonSchema,
  })
  .strict();

export const ADVERT_MODULES = ['open', 'page', 'category', 'first', 'other'] as const;
export const ADVERT_TYPES = ['banner', 'image', 'video'] as const;

export const AdvertListQuerySchema = PageQuerySchema.extend({
  module: z.enum(ADVERT_MODULES, { error: 'invalid_value' }).optional(),
  active: z.enum(['yes', 'no'], { error: 'invalid_value' }).optional(),
});

/** An advert in the admin's list: where it shows (`module`), what, where it links, its order and state. */
export const AdvertRowSchema = z.object({
  id: z.number().int(),
  module: z.enum(ADVERT_MODULES),
  type: z.enum(ADVERT_TYPES),
  media: z.string(),
  url: z.string(),
  category_id: z.number().int(),
  weigh: z.number().int(),
  active: z.boolean(),
});
export type AdvertRow = z.infer<typeof AdvertRowSchema>;

/** Creates (no `id`) or changes an advert; `category_id` only for `category` adverts. */
export const AdvertSaveInputSchema = z
  .object({
    id: IdNumberSchema.optional(),
    module: z.enum(ADVERT_MODULES, { error: 'invalid_value' }),
    type: z.enum(ADVERT_TYPES, { error: 'invalid_value' }),
    media: required(255),
    url: text(255).default(''),
    category_id: z.number().int().min(0).max(2_147_483_647, 'invalid_value').default(0),
    weigh: z.number().int().min(-100_000).max(100_000, 'invalid_value').default(0),
    active: z.boolean().default(true),
    reason: ReasonSchema,
  })
  .strict();

export const DeleteInputSchema = z.object({ id: IdNumberSchema, reason: ReasonSchema }).strict();

export const ARTICLE_CATEGORIES = ['news', 'notice', 'help', 'agreement'] as const;

export const ArticleListQuerySchema = PageQuerySchema.extend({
  category: z.enum(ARTICLE_CATEGORIES, { error: 'invalid_value' }).optional(),
  q: text(64).optional(),
});

/** An article in the admin's list (English title). */
export const ArticleRowSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  image: ImageUrlSchema,
  views: z.number().int(),
  /** The languages besides English whose title is filled. */
  languages: z.array(z.string()),
  createtime: UnixTimeSchema,
});

/** The texts of an article in one language other than English. */
const ArticleTextsSchema = z
  .object({
    title: text(120).optional(),
    description: text(300).optional(),
    content: z.string().max(20_000, 'too_long').optional(),
  })
  .strict();

/** An article with every language, for the editor. */
export const ArticleDetailSchema = ArticleRowSchema.extend({
  description: z.string(),
  content: z.string(),
  translations: translationsSchema,
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

/** Creates (no `id`) or changes an article: English columns plus the three other languages. */
export const ArticleSaveInputSchema = z
  .object({
    id: IdNumberSchema.optional(),
    category: z.enum(ARTICLE_CATEGORIES, { error: 'invalid_value' }),
    title: required(120),
    image: text(255).default(''),
    description: text(300).default(''),
    content: z.string().min(1, 'required').max(20_000, 'too_long'),
    translations: z
      .object({
        'zh-Hant': ArticleTextsSchema.optional(),
        tr: ArticleTextsSchema.optional(),
        id: ArticleTextsSchema.optional(),
      })
      .strict()
      .default({}),
    reason: ReasonSchema,
  })
  .strict();

export const ArticleIdQuerySchema = IdInputSchema;

export const HelpListQuerySchema = PageQuerySchema.extend({ q: text(64).optional() });

/** The texts of a help article in one language other than English (empty ones fall back to English). */
const HelpTextsSchema = z
  .object({
    title: text(120).optional(),
    content: text(5_000).optional(),
    keywords: text(300).optional(),
  })
  .strict();

/** A help article's other languages: `{ 'zh-Hant': { title, content, keywords }, tr: …, id: … }`. */
export const HelpTranslationsSchema = z
  .object({
    'zh-Hant': HelpTextsSchema.optional(),
    tr: HelpTextsSchema.optional(),
    id: HelpTextsSchema.optional(),
  })
  .strict();
export type HelpTranslations = z.infer<typeof HelpTranslationsSchema>;

/**
 * A help article the service assistant answers with when a question holds one of its keywords:
 * English in the columns, the other languages in `translations`.
 */
export const HelpArticleRowSchema = HelpArticleSchema.extend({
  weight: z.number().int(),
  translations: HelpTranslationsSchema,
  /** The languages besides English whose title is filled. */
  languages: z.array(z.string()),
});

export const HelpArticleSaveInputSchema = z
  .object({
    id: IdNumberSchema.optional(),
    title: required(120),
    content: required(5_000),
    /** Comma-separated words a question is matched against. */
    keywords: required(300),
    weight: z.number().int().min(-100_000).max(100_000, 'invalid_value').default(0),
    translations: HelpTranslationsSchema.default({}),
    reason: ReasonSchema,
  })
  .strict();

export const SentNoticeQuerySchema = PageQuerySchema.extend({ q: text(64).optional() });

/** One platform announcement as sent: its text, when, and to how many members. */
export const SentNoticeSchema = z.object({
  title: z.string(),
  content: z.string(),
  sent_at: UnixTimeSchema,
  members: z.number().int(),
  read: z.number().int(),
});
