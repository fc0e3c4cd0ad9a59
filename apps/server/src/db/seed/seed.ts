import type { Db } from '../database.ts';
import { createSettingsService } from '../../modules/settings/index.ts';
import { seedDemoAccounts } from './demo.seed.ts';

export interface SeedReport {
  settingsCreated: string[];
  demoAccountsCreated: string[];
}

/** Idempotent: platform settings always (missing keys only), demo data when asked. */
export async function seed(db: Db, options: { demo: boolean }): Promise<SeedReport> {
  const settingsCreated = await createSettingsService(db).seedDefaults();
  const demoAccountsCreated = options.demo ? await seedDemoAccounts(db) : [];
  return { settingsCreated, demoAccountsCreated };
}
