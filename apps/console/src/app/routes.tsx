import type { ConsoleFeature } from '../lib/feature';
import { auditFeature } from '../features/audit/routes';
import { campaignsFeature } from '../features/campaigns/routes';
import { coinsAdminFeature } from '../features/coins-admin/routes';
import { rewardsAdminFeature } from '../features/rewards-admin/routes';
import { devicesAdminFeature } from '../features/devices-admin/routes';
import { homeFeature } from '../features/home/routes';
import { adminMoneyFeature } from '../features/admin-money/routes';
import { membersFeature } from '../features/members/routes';
import { serviceDeskFeature } from '../features/service-desk/routes';
import { serviceRequestsFeature } from '../features/service-requests/routes';
import { merchantChatFeature } from '../features/merchant-chat/routes';
import { merchantLiveFeature } from '../features/merchant-live/routes';
import { merchantCouponsFeature } from '../features/merchant-coupons/routes';
import { merchantGroupsFeature } from '../features/merchant-groups/routes';
import { merchantReviewsFeature } from '../features/merchant-reviews/routes';
import { merchantShopFeature } from '../features/merchant-shop/routes';
import { settingsFeature } from '../features/settings/routes';
import { contentAdminFeature } from '../features/content-admin/routes';
import { categoriesAdminFeature } from '../features/categories-admin/routes';
import { merchantFeature } from '../features/merchant/routes';
import { shopApplyAdminFeature } from '../features/shop-apply-admin/routes';
import { teamAdminFeature } from '../features/team-admin/routes';
import { membershipAdminFeature } from '../features/membership-admin/routes';

/**
 * Every console feature, one line each (keep it so: merges stay trivial). A feature exports its
 * routes and menu entries from `features/<name>/routes.tsx`; the menu shows what the roles allow.
 */
export const FEATURES: readonly ConsoleFeature[] = [
  homeFeature,
  membersFeature,
  auditFeature,
  adminMoneyFeature,
  shopApplyAdminFeature,
  devicesAdminFeature,
  campaignsFeature,
  serviceDeskFeature,
  coinsAdminFeature,
  teamAdminFeature,
  membershipAdminFeature,
  rewardsAdminFeature,
  // the merchant's dashboard, goods, orders and refunds first, then its other desks
  merchantFeature,
  merchantCouponsFeature,
  merchantGroupsFeature,
  merchantReviewsFeature,
  merchantChatFeature,
  merchantLiveFeature,
  merchantShopFeature,
  serviceRequestsFeature,
  contentAdminFeature,
  categoriesAdminFeature,
  settingsFeature,
];
