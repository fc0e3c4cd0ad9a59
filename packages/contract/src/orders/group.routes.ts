import { defineRoute } from '../shared/define-route.ts';
import type { MessageKey } from '../shared/errors.ts';
import { pageSchema } from '../shared/envelope.ts';
import {
  GroupAddOrderInputSchema,
  GroupAddOrderResultSchema,
  GroupGoodsCardSchema,
  GroupGoodsDetailSchema,
  GroupGoodsListQuerySchema,
  GroupOrderListQuerySchema,
  GroupOrderRowSchema,
  GroupPreviewInputSchema,
  GroupPreviewSchema,
  TeamDetailSchema,
  TeamQuerySchema,
} from './group.schemas.ts';
import { IdInputSchema } from './orders-shared.schemas.ts';

/** What the confirm page refuses; placing the group order runs the same checks, so it refuses them too. */
const GROUP_ORDER_CHECKS = [
  'goods_not_available',
  'sku_not_found',
  'quantity_illegal',
  'group_alone_not_allowed',
  'group_not_found',
  'group_not_open',
  'group_own_team',
  'group_full',
  'group_purchase_limit',
  'own_shop_purchase',
  'address_not_found',
] as const satisfies readonly MessageKey[];

export const groupRoutes = {
  goodsList: defineRoute({
    method: 'GET',
    path: '/wanlshop/groups/product/recommend',
    auth: 'none',
    input: GroupGoodsListQuerySchema,
    output: pageSchema(GroupGoodsCardSchema),
    errors: [],
    summary:
      'Group-buying activity: goods on sale with their group price (lowest SKU price × group percent), team size and sales.',
  }),
  goods: defineRoute({
    method: 'GET',
    path: '/wanlshop/groups/product/goods',
    auth: 'optional',
    input: IdInputSchema,
    output: GroupGoodsDetailSchema,
    errors: ['goods_not_available'],
    summary:
      'Group goods detail: SKUs with group and alone prices, and up to 10 open teams with members and time left.',
  }),
  team: defineRoute({
    method: 'GET',
    path: '/wanlshop/groups/team/getGroupsDetails',
    auth: 'optional',
    input: TeamQuerySchema,
    output: TeamDetailSchema,
    errors: ['group_not_found'],
    summary: 'One team by id or group_no: members, seats left, expiry and state.',
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/wanlshop/groups/order/getOrderGoodsList',
    auth: 'member',
    input: GroupPreviewInputSchema,
    output: GroupPreviewSchema,
    errors: GROUP_ORDER_CHECKS,
    summary:
      'Confirm page of a group order: address, item, unit price and the team, with the same checks as placing it.',
  }),
  addOrder: defineRoute({
    method: 'POST',
    path: '/wanlshop/groups/order/addOrder',
    auth: 'member',
    input: GroupAddOrderInputSchema,
    output: GroupAddOrderResultSchema,
    errors: [
      ...GROUP_ORDER_CHECKS,
      'out_of_stock',
      'address_required',
      'idempotency_key_reused',
      'request_in_progress',
    ],
    summary:
      'Opens a team, joins one (state start, not own, not full) or buys alone; places the unpaid order, answered for the cashier.',
  }),
  orders: defineRoute({
    method: 'GET',
    path: '/wanlshop/groups/order/getOrderList',
    auth: 'member',
    input: GroupOrderListQuerySchema,
    output: pageSchema(GroupOrderRowSchema),
    errors: [],
    summary: 'The member’s group orders, newest first, with their team.',
  }),
} as const;
