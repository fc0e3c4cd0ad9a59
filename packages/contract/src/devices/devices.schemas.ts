import { z } from 'zod';
import { IdempotencyKeySchema } from '../shared/amount.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { IdSchema, IdOrZeroSchema } from '../shared/input-bounds.ts';
import { IdInputSchema } from '../shared/route-inputs.ts';

/**
 * The unambiguous alphabet of activation codes: no 0/O, 1/I/L, 2/Z, 5/S, 8/B. A code is 16 of
 * these (about 73 bits), shown in groups of four (`ABCD-EFGH-JKMN-PQRT`); dashes and spaces
 * typed by the member are ignored and letters are case-insensitive.
 */
export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const CODE_LENGTH = 16;

/** Redeem input: anything up to 64 characters; the server normalises it (never a validation error). */
export const CodeInputSchema = z.string().max(64);

export const DEVICE_STATES = ['running', 'shutdown', 'expired'] as const;
export const DeviceStateSchema = z.enum(DEVICE_STATES);
export type DeviceState = z.infer<typeof DeviceStateSchema>;

export const CODE_STATES = ['unused', 'bound', 'expired'] as const;
export const CodeStateSchema = z.enum(CODE_STATES);
export type CodeState = z.infer<typeof CodeStateSchema>;

export const CODE_KINDS = ['cloud_phone', 'script'] as const;
export const CodeKindSchema = z.enum(CODE_KINDS);
export type CodeKind = z.infer<typeof CodeKindSchema>;

export const DEVICE_ACTIONS = ['start', 'shutdown', 'restart'] as const;
export const DeviceActionSchema = z.enum(DEVICE_ACTIONS);
export type DeviceAction = z.infer<typeof DeviceActionSchema>;

const Iso = z.string();

/** A member's cloud phone as lists show it. `expires_at` ISO; past it the state reads `expired`. */
export const DeviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Public id of the device (the plugin's key id). */
  device_code: z.string(),
  state: DeviceStateSchema,
  expires_at: Iso,
  /** Whole days left (0 when expired). */
  days_left: z.number().int(),
  free: z.boolean(),
  /** Provider key (`database`) and the name users and the console see. */
  provider: z.string(),
  provider_name: z.string(),
  online: z.boolean(),
  last_seen_at: Iso.nullable(),
  frozen: z.boolean(),
  /** Codes bound to this device; the cap itself is not shown (spec §5). */
  bound_codes: z.number().int(),
  /** A screen picture of the phone, or null (the web shows a placeholder). */
  preview: z.string().nullable(),
});
export type Device = z.infer<typeof DeviceSchema>;

/** A script as it stands on one device: available once a code for it is bound there. */
export const DeviceScriptSchema = z.object({
  script_id: z.number().int(),
  name: z.string(),
  goods_id: z.number().int().nullable(),
  enabled: z.boolean(),
  enabled_at: Iso.nullable(),
});
export type DeviceScript = z.infer<typeof DeviceScriptSchema>;

/** Details, owner only: adds what the script plugin is configured with. */
export const DeviceDetailSchema = DeviceSchema.extend({
  plugin_secret: z.string(),
  member_frozen: z.boolean(),
  created_at: Iso,
  scripts: z.array(DeviceScriptSchema),
});
export type DeviceDetail = z.infer<typeof DeviceDetailSchema>;

/** An activation code of the member (`/pages/mycode`). */
export const ActivationCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: CodeKindSchema,
  /** Plan or script name in the reader's language. */
  title: z.string(),
  script_id: z.number().int().nullable(),
  days: z.number().int(),
  state: CodeStateSchema,
  source: z.enum(['order', 'batch', 'seed']),
  order_id: z.number().int().nullable(),
  expires_at: Iso,
  device_id: z.number().int().nullable(),
  device_name: z.string().nullable(),
  bound_at: Iso.nullable(),
  created_at: Iso,
});
export type ActivationCode = z.infer<typeof ActivationCodeSchema>;

export const CodeListQuerySchema = PageQuerySchema.extend({
  state: CodeStateSchema.optional(),
}).strict();

export const RedeemInputSchema = z
  .object({
    code: CodeInputSchema,
    /** The device to bind to; 0 or absent with a cloud-phone code creates a new device. */
    device_id: IdOrZeroSchema.optional(),
  })
  .strict();

export const RedeemResultSchema = z.object({
  code: ActivationCodeSchema,
  device: DeviceSchema,
  /** The script made available on the device (script codes). */
  script_id: z.number().int().nullable(),
});
export type RedeemResult = z.infer<typeof RedeemResultSchema>;

export const DeviceIdInputSchema = IdInputSchema;
export const DeviceActionInputSchema = z
  .object({ id: IdSchema, action: DeviceActionSchema })
  .strict();

export const RenewPlanSchema = z.object({ days: z.number().int(), price: z.string() });
export const RenewPlansSchema = z.object({
  plans: z.array(RenewPlanSchema),
  balance: z.string(),
});
export const RenewInputSchema = z
  .object({
    id: IdSchema,
    days: z.coerce.number().int().min(1).max(3650),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export const RenewResultSchema = z.object({
  device: DeviceSchema,
  price: z.string(),
  days: z.number().int(),
});

export const ScriptInputSchema = z.object({ device_id: IdSchema, script_id: IdSchema }).strict();
export const DeviceScriptsInputSchema = z.object({ device_id: IdSchema }).strict();

/** The plugin's heartbeat body (signed with the device's plugin secret, key id = device code). */
export const HeartbeatInputSchema = z
  .object({
    device_code: z.string().min(1).max(32),
    /** Plugin version, free text for the console. */
    version: z.string().max(32).optional(),
  })
  .strict();
export const HeartbeatResultSchema = z.object({
  device_code: z.string(),
  state: DeviceStateSchema,
  expires_at: Iso,
  enabled_script_ids: z.array(z.number().int()),
  server_time: Iso,
});

export const BatchCodesInputSchema = z
  .object({
    kind: CodeKindSchema,
    script_id: IdSchema.optional(),
    days: z.coerce.number().int().min(1).max(3650),
    count: z.coerce.number().int().min(1).max(1000),
    note: z.string().trim().max(200, 'too_long').optional(),
  })
  .strict();
export const BatchCodesResultSchema = z.object({
  batch_id: z.number().int(),
  kind: CodeKindSchema,
  script_id: z.number().int().nullable(),
  days: z.number().int(),
  expires_at: Iso,
  /** The codes in full, shown this once (only a hash is stored). */
  codes: z.array(z.string()),
});

const Reason = z.string().trim().min(1).max(200);
export const FreezeDeviceInputSchema = z
  .object({ device_code: z.string().min(1).max(32), reason: Reason })
  .strict();
export const FreezeMemberInputSchema = z.object({ user_id: IdSchema, reason: Reason }).strict();
export const FreezeResultSchema = z.object({ frozen: z.boolean(), changed: z.boolean() });

/** Filters of the console's device list (`frozen`: the device code itself is frozen). */
export const ConsoleDevicesQuerySchema = PageQuerySchema.extend({
  user_id: IdSchema.optional(),
  state: DeviceStateSchema.optional(),
  frozen: z.enum(['0', '1']).optional(),
  device_code: z.string().trim().max(32).optional(),
}).strict();
export const ConsoleDeviceSchema = DeviceSchema.extend({
  user_id: z.number().int(),
  member_frozen: z.boolean(),
});
