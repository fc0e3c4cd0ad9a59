import { z } from 'zod';
import { GoodsDetailSchema, SkuSchema } from '../catalog/catalog.schemas.ts';
import { IdempotencyKeySchema } from '../shared/amount.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { AddressDataSchema } from './checkout.schemas.ts';
import { OrderRowSchema } from './order.schemas.ts';
import { IdSchema, MoneySchema, PurchaseQuantitySchema } from './orders-shared.schemas.ts';
import {
  ImageUrlSchema,
  memberFaceShape,
  moneyFields,
  UnixTimeSchema,
} from '../shared/wire-fields.ts';

/** Team states (protocol §3.5): ready (leader unpaid), start (open), success (full), fail (expired). */
export const GROUP_STATES = ['ready', 'start', 'success', 'fail'] as const;
export type GroupState = (typeof GROUP_STATES)[number];

/** group: join or open a team at the group price; alone: a normal order at the market price. */
export const GROUP_TYPES = ['group', 'alone'] as const;

/** The group terms of a goods. */
export const GroupTermsSchema = z.object({
  people_num: z.number().int(),
  group_hours: z.number().int(),
  /** % of the SKU price a member pays. */
  group_percent: z.number().int(),
  is_alone: z.boolean(),
  /** Per member per goods; 0 is unlimited. */
  purchase_limit: z.number().int(),
});

/** A goods on the group-buying activity page. `group_price` = lowest SKU price × percent. */
export const GroupGoodsCardSchema = GroupTermsSchema.extend({
  id: z.number().int(),
  shop_id: z.number().int(),
  title: z.string(),
  image: ImageUrlSchema,
  ...moneyFields('group_price', 'price', 'market_price'),
  sales: z.number().int(),
  /** Teams formed so far. */
  formed: z.number().int(),
  shop: z.object({ shopname: z.string() }),
});
export type GroupGoodsCard = z.infer<typeof GroupGoodsCardSchema>;

export const GroupGoodsListQuerySchema = PageQuerySchema.extend({
  shop_id: IdSchema.optional(),
}).strict();

export const GroupMemberSchema = z.object({
  ...memberFaceShape,
  leader: z.boolean(),
});

/** A team as lists show it: leader, paid members, seats left and when it ends (Unix seconds). */
export const TeamCardSchema = z.object({
  id: z.number().int(),
  group_no: z.string(),
  goods_id: z.number().int(),
  state: z.enum(GROUP_STATES),
  people_num: z.number().int(),
  join_num: z.number().int(),
  seats_left: z.number().int(),
  expires_at: UnixTimeSchema,
  leader: z.object({ user_id: z.number().int(), nickname: z.string(), avatar: z.string() }),
  members: z.array(GroupMemberSchema),
});
export type TeamCard = z.infer<typeof TeamCardSchema>;

export const GroupSkuSchema = SkuSchema.extend({
  ...moneyFields('group_price', 'alone_price'),
});

/** Group goods detail: the goods, its SKUs with group and alone prices, and the open teams. */
export const GroupGoodsDetailSchema = GoodsDetailSchema.extend({
  sku: z.array(GroupSkuSchema),
  ...moneyFields('group_price', 'alone_price'),
  group: GroupTermsSchema,
  teams: z.array(TeamCardSchema),
  /** Open teams in all (the list shows up to 10). */
  team_count: z.number().int(),
  /** Server time (Unix seconds), for countdowns. */
  now: z.number().int(),
});
export type GroupGoodsDetail = z.infer<typeof GroupGoodsDetailSchema>;

/** A team by id or by group_no. */
export const TeamQuerySchema = z
  .object({
    id: IdSchema.optional(),
    group_no: z
      .string()
      .regex(/^\d{8,32}$/)
      .optional(),
  })
  .strict()
  .refine((v) => v.id !== undefined || v.group_no !== undefined, {
    message: 'required',
    path: ['id'],
  });

export const TeamDetailSchema = TeamCardSchema.extend({
  goods: z.object({
    id: z.number().int(),
    title: z.string(),
    image: ImageUrlSchema,
    ...moneyFields('group_price', 'price', 'market_price'),
  }),
  group: GroupTermsSchema,
  formed_at: UnixTimeSchema.nullable(),
  /** Whether the caller (when logged in) is a paid member, and may join. */
  is_member: z.boolean(),
  can_join: z.boolean(),
  /** The caller's unpaid order in this team (pay it at the cashier), else null. */
  unpaid_order_id: z.number().int().nullable(),
  now: z.number().int(),
});
export type TeamDetail = z.infer<typeof TeamDetailSchema>;

const GroupLineSchema = {
  goods_id: IdSchema,
  sku_id: IdSchema,
  number: PurchaseQuantitySchema,
  group_type: z.enum(GROUP_TYPES, { error: 'invalid_value' }),
  /** The team to join; absent opens a new team. */
  groups_id: IdSchema.optional(),
};

/** Confirm-page preview: the checks of a group order without placing it. */
export const GroupPreviewInputSchema = z
  .object({ ...GroupLineSchema, address_id: IdSchema.optional() })
  .strict();
export const GroupPreviewSchema = z.object({
  addressData: AddressDataSchema.nullable(),
  goods: z.object({
    goods_id: z.number().int(),
    sku_id: z.number().int(),
    shop_id: z.number().int(),
    shop_name: z.string(),
    title: z.string(),
    image: ImageUrlSchema,
    difference: z.string(),
    stock: z.number().int(),
  }),
  group_type: z.enum(GROUP_TYPES),
  /** Unit price charged (group or alone price) and the reference prices. */
  ...moneyFields('price', 'market_price'),
  number: z.number().int(),
  /** price × number (freight is added by the order). */
  sum: MoneySchema,
  group: GroupTermsSchema,
  team: TeamCardSchema.nullable(),
});
export type GroupPreview = z.infer<typeof GroupPreviewSchema>;

/** Places a group order (open or join a team) or an alone order; once per idempotency key. */
export const GroupAddOrderInputSchema = z
  .object({
    ...GroupLineSchema,
    address_id: IdSchema,
    remarks: z.string().max(200).optional(),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export const GroupAddOrderResultSchema = z.object({
  /** Order ids for the cashier (`/pages/user/money/pay`). */
  order_id: z.array(z.number().int()),
  order_no: z.string(),
  price: MoneySchema,
  /** The team opened or joined (null for alone). */
  team_id: z.number().int().nullable(),
  group_no: z.string().nullable(),
});
export type GroupAddOrderResult = z.infer<typeof GroupAddOrderResultSchema>;

export const GroupOrderListQuerySchema = PageQuerySchema.extend({
  /** all, or waiting for the team (paid, pending), or formed / failed teams. */
  tab: z.enum(['all', 'pay', 'pending', 'success', 'fail']).default('all'),
}).strict();
export const GroupOrderRowSchema = OrderRowSchema.extend({
  team: TeamCardSchema.omit({ members: true }).nullable(),
});
export type GroupOrderRow = z.infer<typeof GroupOrderRowSchema>;
