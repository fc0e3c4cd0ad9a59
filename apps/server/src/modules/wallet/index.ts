import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SettingsService } from '../settings/index.ts';
import { createBalancesService } from './balances.service.ts';
import { createIncomeService } from './income.service.ts';
import { createKycBankService } from './kyc-bank.service.ts';
import type { WalletMembers, WalletNotifier } from './ports.ts';
import { createTopupService } from './topup.service.ts';
import { createTransferService } from './transfer.service.ts';
import { walletRepository } from './wallet.repository.ts';
import { createWithdrawalService } from './withdrawal.service.ts';

export interface WalletDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  members: WalletMembers;
  /** Stores and pushes a notice to a member, after the movement committed. */
  notify: WalletNotifier;
  log: FastifyBaseLogger;
}

/** The wallet: ledger-backed balances, top-up, withdrawal, transfer, points, held income, KYC and banks. */
export function createWalletModule(deps: WalletDeps) {
  return {
    db: deps.db,
    members: deps.members,
    balances: createBalancesService(deps.db),
    topup: createTopupService(deps),
    withdrawals: createWithdrawalService(deps),
    transfers: createTransferService(deps),
    kycBank: createKycBankService(deps),
    income: createIncomeService(deps),
  };
}

export type WalletModule = ReturnType<typeof createWalletModule>;
export { post as postLedger } from './ledger/ledger.service.ts';
export { credit, debit, hold, postHold, transfer, voidHold } from './ledger/ledger-operations.ts';
export { member, platform } from './ledger/ledger-accounts.ts';
export { reconcile } from './ledger/reconcile.ts';

/** Live payout accounts of a member, for statistics (`dynamic.accountbank`). */
export const bankAccountCount = (db: Db, userId: number): Promise<number> =>
  walletRepository.countBanks(db, userId);
export { registerWalletRoutes } from './routes/app.routes.ts';
export { registerWalletConsoleRoutes } from './routes/console.routes.ts';
export { registerDepositNotice, signDepositNotice } from './routes/deposit-notice.routes.ts';
