import type { Db } from '../database.ts';
import { moduleSettings } from '../../module-settings.ts';
import { createSettingsModule } from '../../modules/settings/index.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo.seed.ts';
import { seedDemoWallet } from './wallet.seed.ts';
import { seedDemoSignins } from './signin.seed.ts';
import { seedHelpArticles } from './help.seed.ts';
import { seedDemoCatalog } from './catalog.seed.ts';
import { seedDemoFind } from './find.seed.ts';
import { seedDemoCoupons } from './coupons.seed.ts';
import { seedDemoGroups } from './groups.seed.ts';
import { seedDemoFreight } from './orders.seed.ts';
import { seedDemoCoins } from './coins.seed.ts';
import { seedDemoDevices } from './devices.seed.ts';
import { seedDemoCampaigns } from './campaigns.seed.ts';
import { seedDemoShopApplication } from './shop-apply.seed.ts';
import { seedDemoMembership } from './membership.seed.ts';
import { seedDemoRewards } from './rewards.seed.ts';
import { seedDemoTeam } from './team.seed.ts';
import { seedDemoServiceDesk } from './service-desk.seed.ts';

export interface SeedReport {
  settingsCreated: string[];
  demoAccountsCreated: string[];
}

/** Idempotent: platform settings always (missing keys only), demo data when asked. */
/** `demoCatalog` (default: with demo) adds the shop world; `dataDir` lets it draw its pictures. */
export async function seed(
  db: Db,
  options: { demo: boolean; demoCatalog?: boolean; dataDir?: string },
): Promise<SeedReport> {
  const settings = createSettingsModule({ db, declared: moduleSettings });
  const settingsCreated = await settings.seedDefaults();
  await seedHelpArticles(db);
  const demoAccountsCreated = options.demo ? await seedDemoAccounts(db) : [];
  if (options.demo)
    await seedDemoWallet(
      db,
      DEMO_ACCOUNTS.filter((a) => !(a.roles as readonly string[]).includes('admin')).map(
        (a) => a.username,
      ),
    );
  if (options.demo && (options.demoCatalog ?? true)) {
    await seedDemoCatalog(db, { dataDir: options.dataDir });
    await seedDemoFreight(db);
    await seedDemoCoupons(db);
    await seedDemoGroups(db);
    await seedDemoFind(db, { dataDir: options.dataDir });
    await seedDemoSignins(db);
    await seedDemoShopApplication(db, { dataDir: options.dataDir });
  }
  if (options.demo) await seedDemoCoins(db, settings);
  if (options.demo) await seedDemoDevices(db);
  if (options.demo) await seedDemoMembership(db);
  // A few members invited by demo (and one by them): the full demo world's team page.
  if (options.demo && (options.demoCatalog ?? true)) await seedDemoTeam(db);
  if (options.demo) await seedDemoServiceDesk(db);
  // The demo advertiser's campaign and the demo device's revenue history belong to the full demo world.
  if (options.demo && (options.demoCatalog ?? true)) await seedDemoCampaigns(db);
  // The demo member's rewards and a sold-out goods with its public queue.
  if (options.demo && (options.demoCatalog ?? true)) await seedDemoRewards(db);
  return { settingsCreated, demoAccountsCreated };
}
