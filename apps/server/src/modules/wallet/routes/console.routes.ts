import { walletConsoleRoutes } from '@cloudmall/contract/wallet';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { Db } from '../../../db/database.ts';
import type { IncomeService } from '../income.service.ts';
import type { KycBankService } from '../kyc-bank.service.ts';
import type { TopupService } from '../topup.service.ts';
import type { WithdrawalService } from '../withdrawal.service.ts';
import type { WithdrawalAdminService } from '../withdrawal-admin.service.ts';
import { reconcile } from '../ledger/reconcile.ts';

/** Platform-admin wallet routes; every action that moves money or decides KYC is audited. */
export const registerWalletConsoleRoutes: RouteFile<{
  db: Db;
  topup: TopupService;
  withdrawals: WithdrawalService;
  withdrawalAdmin: WithdrawalAdminService;
  kycBank: KycBankService;
  income: IncomeService;
}> = (app, bind, { topup, withdrawals, withdrawalAdmin, kycBank, income, db }) => {
  bind(app, walletConsoleRoutes.importAddresses, ({ auth, input }) =>
    topup.importAddresses(auth.userId, input.network, input.addresses),
  );
  bind(app, walletConsoleRoutes.confirmDeposit, ({ auth, input }) => {
    const { note, ...notice } = input;
    return topup.credit(notice, { kind: 'admin', actorUserId: auth.userId, note });
  });
  bind(app, walletConsoleRoutes.withdrawals, ({ input }) => withdrawalAdmin.page(input));
  bind(app, walletConsoleRoutes.approveWithdrawal, ({ auth, input }) =>
    withdrawals.approve(auth.userId, input.id),
  );
  bind(app, walletConsoleRoutes.rejectWithdrawal, ({ auth, input }) =>
    withdrawals.reject(auth.userId, input.id, input.reason),
  );
  bind(app, walletConsoleRoutes.reviewKyc, ({ auth, input }) =>
    kycBank.reviewKyc(auth.userId, input),
  );
  bind(app, walletConsoleRoutes.creditIncome, ({ auth, input }) =>
    income.creditHeld({
      userId: input.user_id,
      amountMinor: input.amount,
      reason: input.reason,
      actorUserId: auth.userId,
    }),
  );
  bind(app, walletConsoleRoutes.reconcile, () => reconcile(db));
};
