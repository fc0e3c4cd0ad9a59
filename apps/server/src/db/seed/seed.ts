import type { Db } from '../database.ts';
import { moduleSettings } from '../../module-settings.ts';
import { createSettingsModule } from '../../modules/settings/index.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo.seed.ts';
import { seedDemoWallet } from './wallet.seed.ts';
import { seedHelpArticles } from './help.seed.ts';
import { seedDemoCatalog } from './catalog.seed.ts';
import { seedDemoFind } from './find.seed.ts';
import { seedDemoCoupons } from './coupons.seed.ts';
import { seedDemoGroups } from './groups.seed.ts';
import { seedDemoFreight } from './orders.seed.ts';
import { seedDemoDevices } from './devices.seed.ts';

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
  const settingsCreated = await createSettingsModule({
    db,
    declared: moduleSettings,
  }).seedDefaults();
  await seedHelpArticles(db);
  const demoAccountsCreated = options.demo ? await seedDemoAccounts(db) : [];
  if (options.demo)
    await seedDemoWallet(
      db,
      DEMO_ACCOUNTS.filter((a) => a.role !== 'admin').map((a) => a.username),
    );
  if (options.demo && (options.demoCatalog ?? true)) {
    await seedDemoCatalog(db, { dataDir: options.dataDir });
    await seedDemoFreight(db);
    await seedDemoCoupons(db);
    await seedDemoGroups(db);
    await seedDemoFind(db, { dataDir: options.dataDir });
  }
  if (options.demo) await seedDemoDevices(db);
  return { settingsCreated, demoAccountsCreated };
}
