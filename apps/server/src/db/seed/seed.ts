import type { Db } from '../database.ts';
import { createSettingsService } from '../../modules/settings/index.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo.seed.ts';
import { seedDemoWallet } from './wallet.seed.ts';
import { seedHelpArticles } from './help.seed.ts';

export interface SeedReport {
  settingsCreated: string[];
  demoAccountsCreated: string[];
}

/** Idempotent: platform settings always (missing keys only), demo data when asked. */
export async function seed(db: Db, options: { demo: boolean }): Promise<SeedReport> {
  const settingsCreated = await createSettingsService(db).seedDefaults();
  await seedHelpArticles(db);
  const demoAccountsCreated = options.demo ? await seedDemoAccounts(db) : [];
  if (options.demo) await seedDemoWallet(db, DEMO_ACCOUNTS.filter((a) => a.role !== 'admin').map((a) => a.username));
  return { settingsCreated, demoAccountsCreated };
}
