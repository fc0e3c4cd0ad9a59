import { campaignsSettings } from './modules/campaigns/index.ts';
import { chatSettings } from './modules/chat/index.ts';
import { coinsSettings } from './modules/coins/index.ts';
import { contentSettings } from './modules/content/index.ts';
import { devicesSettings } from './modules/devices/index.ts';
import { distributorsSettings } from './modules/distributors/index.ts';
import { findSettings } from './modules/find/index.ts';
import { identitySettings } from './modules/identity/index.ts';
import { ordersSettings } from './modules/orders/index.ts';
import { signinSettings } from './modules/signin/index.ts';
import { teamSettings } from './modules/team/index.ts';
import { walletSettings } from './modules/wallet/index.ts';

/**
 * What every module declares in its `<module>.settings.ts`: the settings module validates, defaults
 * and seeds these keys (app.ts and the seed both read this list).
 */
export const moduleSettings = [
  contentSettings,
  identitySettings,
  walletSettings,
  ordersSettings,
  chatSettings,
  coinsSettings,
  signinSettings,
  teamSettings,
  campaignsSettings,
  devicesSettings,
  findSettings,
  distributorsSettings,
];
