import { walletRoutes } from '@cloudmall/contract/wallet';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { BalancesService } from '../balances.service.ts';
import type { KycBankService } from '../kyc-bank.service.ts';
import type { TopupService } from '../topup.service.ts';
import type { TransferService } from '../transfer.service.ts';
import type { WithdrawalService } from '../withdrawal.service.ts';

/** The member's wallet routes: one line per route. */
export const registerWalletRoutes: RouteFile<{
  balances: BalancesService;
  topup: TopupService;
  withdrawals: WithdrawalService;
  transfers: TransferService;
  kycBank: KycBankService;
}> = (app, bind, { balances, topup, withdrawals, transfers, kycBank }) => {
  bind(app, walletRoutes.summary, ({ auth }) => balances.summary(auth.userId));
  bind(app, walletRoutes.bills, ({ auth, input, language }) =>
    balances.bills(auth.userId, input, language),
  );
  bind(app, walletRoutes.moneyLog, ({ auth, input, language }) =>
    balances.bills(auth.userId, input, language),
  );
  bind(app, walletRoutes.topupNetworks, () => topup.networks());
  bind(app, walletRoutes.depositAddress, ({ auth, input }) =>
    topup.address(auth.userId, input.network),
  );
  bind(app, walletRoutes.deposits, ({ auth, input }) => topup.deposits(auth.userId, input));
  bind(app, walletRoutes.withdrawConfig, async ({ auth }) =>
    withdrawals.config(auth.userId, (await kycBank.kycStatus(auth.userId)).status),
  );
  bind(app, walletRoutes.withdraw, async ({ auth, input }) =>
    withdrawals.request(auth.userId, await kycBank.isKycApproved(auth.userId), input),
  );
  bind(app, walletRoutes.withdrawals, ({ auth, input }) =>
    withdrawals.page({ userId: auth.userId }, input),
  );
  bind(app, walletRoutes.cancelWithdrawal, ({ auth, input }) =>
    withdrawals.cancel(auth.userId, input.id),
  );
  bind(app, walletRoutes.transferPreview, ({ auth, input }) =>
    transfers.preview(auth.userId, input),
  );
  bind(app, walletRoutes.transfer, ({ auth, input }) => transfers.transfer(auth.userId, input));
  bind(app, walletRoutes.pointsRate, ({ auth }) => transfers.pointsRate(auth.userId));
  bind(app, walletRoutes.exchangePoints, ({ auth, input }) =>
    transfers.exchangePoints(auth.userId, input),
  );
  bind(app, walletRoutes.banks, ({ auth }) => kycBank.listBanks(auth.userId));
  bind(app, walletRoutes.addBank, ({ auth, input }) => kycBank.addBank(auth.userId, input));
  bind(app, walletRoutes.bankDetails, ({ auth, input }) =>
    kycBank.bankDetails(auth.userId, input.id),
  );
  bind(app, walletRoutes.deleteBank, ({ auth, input }) =>
    kycBank.deleteBank(auth.userId, input.id),
  );
  bind(app, walletRoutes.kycStatus, ({ auth }) => kycBank.kycStatus(auth.userId));
  bind(app, walletRoutes.submitKyc, ({ auth, input }) => kycBank.submitKyc(auth.userId, input));
};
