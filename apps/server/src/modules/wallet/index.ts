import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { createAdjustService } from './adjust.service.ts';
import { createBalancesService } from './balances.service.ts';
import { createIncomeService } from './income.service.ts';
import { createIncomeHoldsService } from './income-holds.service.ts';
import { createKycBankService } from './kyc-bank.service.ts';
import type { WalletDeps } from './ports.ts';
import { createTopupService } from './topup.service.ts';
import { createTransferService } from './transfer.service.ts';
import { walletRepository } from './wallet.repository.ts';
import { ledgerRepository } from './ledger/ledger.repository.ts';
import type { AccountRef } from './ledger/ledger-accounts.ts';
import { createWithdrawalService } from './withdrawal.service.ts';
import { createWithdrawalAdminService } from './withdrawal-admin.service.ts';
import { createWalletAdminService } from './wallet-admin.service.ts';
import { walletSettings } from './wallet.settings.ts';
import { registerWalletRoutes } from './routes/app.routes.ts';
import { registerWalletConsoleRoutes } from './routes/console.routes.ts';
import { registerWalletAdminRoutes } from './routes/console-admin.routes.ts';
import { depositSigningKey, registerDepositNotice } from './routes/deposit-notice.routes.ts';

/** The wallet: ledger-backed balances, top-up, withdrawal, transfer, points, held income, KYC and banks. */
export function createWalletModule(deps: WalletDeps) {
  const income = createIncomeService(deps);
  const withdrawals = createWithdrawalService(deps);
  const module = defineModule({
    name: 'wallet',
    db: deps.db,
    members: deps.members,
    balances: createBalancesService(deps.db, deps.members),
    topup: createTopupService(deps),
    withdrawals,
    withdrawalAdmin: createWithdrawalAdminService({ ...deps, withdrawals }),
    admin: createWalletAdminService(deps),
    adjustments: createAdjustService(deps),
    transfers: createTransferService(deps),
    kycBank: createKycBankService(deps),
    income,
    /** A member's held income items and their totals (the reward settlement page). */
    incomeHolds: createIncomeHoldsService(deps),
    routes: (app: FastifyInstance, bind: BindRoute): void => {
      registerWalletRoutes(app, bind, module);
      registerWalletConsoleRoutes(app, bind, module);
      registerWalletAdminRoutes(app, bind, module);
      registerDepositNotice(app, bind, module.topup);
    },
    /** Deposit notices are signed with the chain watcher's secret (key id `deposit`). */
    signingKeys: {
      deposit: depositSigningKey({ secret: deps.depositNoticeSecret, settings: deps.settings }),
    },
    /** Held income past its hold days becomes spendable balance. */
    schedule: [{ name: 'wallet.release-income', everyMs: 60_000, run: () => income.releaseDue() }],
    settings: walletSettings,
  });
  return module;
}

export type WalletModule = ReturnType<typeof createWalletModule>;
export type { WalletDeps } from './ports.ts';
export { post as postLedger } from './ledger/ledger.service.ts';
export { credit, debit, hold, postHold, transfer, voidHold } from './ledger/ledger-operations.ts';
export { member, platform } from './ledger/ledger-accounts.ts';
export type { PlatformAccountKind } from './ledger/ledger-accounts.ts';
export type { HeldCreditInput, IncomeService } from './income.service.ts';
export { reconcile } from './ledger/reconcile.ts';
export type { HoldState } from './income-holds.service.ts';

/** A ledger account's balance inside the caller's transaction (a reward pool before it is spent). */
export const accountBalance = (trx: Db, ref: AccountRef): Promise<bigint> =>
  ledgerRepository.balance(trx, ref);

/** Live payout accounts of a member, for statistics (`dynamic.accountbank`). */
export const bankAccountCount = (db: Db, userId: number): Promise<number> =>
  walletRepository.countBanks(db, userId);
export { signDepositNotice } from './routes/deposit-notice.routes.ts';
export { walletSettings } from './wallet.settings.ts';
