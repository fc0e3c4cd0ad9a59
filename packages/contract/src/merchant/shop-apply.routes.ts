import { CONSOLE_ADMINS } from '../access/roles.ts';
import { defineRoute } from '../shared/define-route.ts';
import { pageSchema } from '../shared/envelope.ts';
import { EmptyLooseInputSchema } from '../shared/route-inputs.ts';
import {
  MyShopApplicationSchema,
  ShopApplicationRowSchema,
  ShopApplicationSchema,
  ShopApplyApproveSchema,
  ShopApplyIdSchema,
  ShopApplyInputSchema,
  ShopApplyQuerySchema,
  ShopApplyRefuseSchema,
} from './shop-apply.schemas.ts';

/** A member's application for a shop (protocol `/wanlshop/shop/apply`): one per member. */
export const shopApplyRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/wanlshop/shop/apply',
    auth: 'member',
    input: EmptyLooseInputSchema,
    output: MyShopApplicationSchema,
    errors: [],
    summary:
      "The member's shop application (null before the first save), photos as signed addresses.",
  }),
  details: defineRoute({
    method: 'GET',
    path: '/wanlshop/shop/apply/details',
    auth: 'member',
    input: ShopApplyIdSchema,
    output: ShopApplicationSchema,
    errors: [],
    summary: "One of the member's applications by id; another member's id is not found.",
  }),
  save: defineRoute({
    method: 'POST',
    path: '/wanlshop/shop/apply',
    auth: 'member',
    input: ShopApplyInputSchema,
    output: ShopApplicationSchema,
    errors: [
      'shop_apply_pending',
      'shop_apply_certified',
      'shop_apply_has_shop',
      'shop_name_taken',
    ],
    summary:
      'Saves the draft, or sends it for review (`submit`); a refused one is edited and sent again. Not while pending, after approval, or by a shop owner.',
  }),
};

/** The admin's applications desk: list, approve (opens the shop, grants the merchant role), refuse. */
export const shopApplyConsoleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/console/shop-apply/list',
    ...CONSOLE_ADMINS,
    input: ShopApplyQuerySchema,
    output: pageSchema(ShopApplicationRowSchema),
    errors: [],
    summary:
      'Applications by state (sent ones, oldest first), with short-lived signed photo addresses.',
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/console/shop-apply/approve',
    ...CONSOLE_ADMINS,
    input: ShopApplyApproveSchema,
    output: ShopApplicationRowSchema,
    errors: ['shop_apply_not_pending', 'shop_apply_has_shop', 'shop_name_taken'],
    summary:
      'Approves a pending application in one transaction: opens the shop, grants the merchant role, audited; the member is told.',
  }),
  refuse: defineRoute({
    method: 'POST',
    path: '/console/shop-apply/refuse',
    ...CONSOLE_ADMINS,
    input: ShopApplyRefuseSchema,
    output: ShopApplicationRowSchema,
    errors: ['shop_apply_not_pending'],
    summary:
      'Refuses a pending application with a reason the member reads; audited; the member is told.',
  }),
};
