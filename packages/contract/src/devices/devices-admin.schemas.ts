import { z } from 'zod';
import { PageQuerySchema } from '../shared/envelope.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import { countFields } from '../shared/wire-fields.ts';
import { CodeKindSchema, CodeStateSchema } from './devices.schemas.ts';

const Iso = z.string();
const Flag = z.enum(['0', '1']);

/** One console batch of unowned codes with how many are used, unused and expired now. */
export const CodeBatchSchema = z.object({
  id: z.number().int(),
  kind: CodeKindSchema,
  script_id: z.number().int().nullable(),
  /** The script's name in the reader's language, or the plan title. */
  title: z.string(),
  days: z.number().int(),
  ...countFields('count', 'used', 'unused', 'expired'),
  note: z.string(),
  created_by: z.number().int(),
  created_at: Iso,
});
export type CodeBatch = z.infer<typeof CodeBatchSchema>;

export const CodeBatchesQuerySchema = PageQuerySchema.extend({
  kind: CodeKindSchema.optional(),
  script_id: IdSchema.optional(),
}).strict();

/** A code of a batch as the console sees it: masked (only its hash is stored), its state and redeemer. */
export const BatchCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  state: CodeStateSchema,
  user_id: z.number().int().nullable(),
  device_id: z.number().int().nullable(),
  bound_at: Iso.nullable(),
  expires_at: Iso,
});
export type BatchCode = z.infer<typeof BatchCodeSchema>;

export const BatchCodesQuerySchema = PageQuerySchema.extend({
  batch_id: IdSchema,
  state: CodeStateSchema.optional(),
}).strict();

/** A script's name in the four languages (English is the stored column, the rest translations). */
const Name = z.string().trim().min(1, 'required').max(120, 'too_long');
export const ScriptNamesSchema = z
  .object({ en: Name, 'zh-Hant': Name, tr: Name, id: Name })
  .strict();

/** Which goods (or SKU) sells a plan or a script, and how many days a unit gives. */
export const DeviceOfferSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int().nullable(),
  kind: CodeKindSchema,
  days: z.number().int(),
  script_id: z.number().int().nullable(),
  script_name: z.string().nullable(),
  /** The goods as the shop sells it (null when it is off sale). */
  goods_title: z.string().nullable(),
  price: z.string().nullable(),
});
export type DeviceOffer = z.infer<typeof DeviceOfferSchema>;

export const DeviceOffersQuerySchema = PageQuerySchema.extend({
  kind: CodeKindSchema.optional(),
  goods_id: IdSchema.optional(),
}).strict();

/** A script as the console manages it. */
export const ConsoleScriptSchema = z.object({
  id: z.number().int(),
  /** In the reader's language. */
  name: z.string(),
  names: ScriptNamesSchema,
  goods_id: z.number().int().nullable(),
  enabled: z.boolean(),
  offers: z.array(DeviceOfferSchema),
  /** Devices the script is available on. */
  devices: z.number().int(),
  created_at: Iso,
  updated_at: Iso,
});
export type ConsoleScript = z.infer<typeof ConsoleScriptSchema>;

export const ScriptsQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(60).optional(),
  enabled: Flag.optional(),
}).strict();

/** Create or edit a script; with `goods_id` and `days` the goods (or its SKU) issues its codes. */
export const SaveScriptSchema = z
  .object({
    id: IdSchema.optional(),
    names: ScriptNamesSchema,
    goods_id: IdSchema.optional(),
    sku_id: IdSchema.optional(),
    days: z.coerce.number().int().min(1).max(3650).optional(),
  })
  .strict()
  .refine((input) => (input.goods_id === undefined) === (input.days === undefined), {
    message: 'required',
    path: ['days'],
  });

export const ScriptEnableSchema = z
  .object({
    id: IdSchema,
    enabled: z.boolean(),
    reason: z.string().trim().min(2, 'required').max(200, 'too_long'),
  })
  .strict();

/** A member frozen for the script plugin. */
export const MemberFreezeSchema = z.object({
  user_id: z.number().int(),
  by: z.number().int(),
  reason: z.string(),
  created_at: Iso,
});
export type MemberFreeze = z.infer<typeof MemberFreezeSchema>;

export const MemberFreezesQuerySchema = PageQuerySchema.extend({
  user_id: IdSchema.optional(),
}).strict();
