import path from 'node:path';
import { openDatabase } from '../../db/database.ts';
import { loadConfig } from '../../platform/config/env.ts';
import { reconcile } from './ledger/reconcile.ts';

/** `npm run wallet:reconcile`: proves the ledger and prints what it checked; exits 1 on any mismatch. */
const config = loadConfig(process.env, { requireSecrets: false });
const database = openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
  poolSize: 2,
});
try {
  const report = await reconcile(database.db);
  console.log(
    `ledger reconciliation (${database.kind}): ${report.transactions} transactions, ${report.entries} entries, ${report.accounts} accounts\n` +
      `  unbalanced transactions: ${report.unbalanced_transactions}\n` +
      `  cached balances differing from their entries: ${report.mismatched_accounts}\n` +
      `  accounts below zero that may not be: ${report.negative_accounts}\n` +
      `  sum of all entries: ${report.global_sum}\n` +
      `  ${report.ok ? 'OK' : 'FAILED'}`,
  );
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
