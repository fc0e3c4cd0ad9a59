import { walletAdminRoutes } from '@cloudmall/contract/wallet';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { AdjustService } from '../adjust.service.ts';
import type { TopupService } from '../topup.service.ts';
import type { WalletAdminService } from '../wallet-admin.service.ts';
import type { WithdrawalAdminService } from '../withdrawal-admin.service.ts';

/** The admin's money and identity desk: review lists, bulk decisions, the pool, adjustments. */
export const registerWalletAdminRoutes: RouteFile<{
  admin: WalletAdminService;
  withdrawalAdmin: WithdrawalAdminService;
  adjustments: AdjustService;
  topup: TopupService;
}> = (app, bind, { admin, withdrawalAdmin, adjustments }) => {
  bind(app, walletAdminRoutes.kycList, ({ input }) => admin.kycPage(input));
  bind(app, walletAdminRoutes.approveWithdrawals, ({ auth, input }) =>
    withdrawalAdmin.approveMany(auth.userId, input.ids),
  );
  bind(app, walletAdminRoutes.rejectWithdrawals, ({ auth, input }) =>
    withdrawalAdmin.rejectMany(auth.userId, input.ids, input.reason),
  );
  bind(app, walletAdminRoutes.addresses, ({ input }) => admin.addresses(input));
  bind(app, walletAdminRoutes.addressCounts, () => admin.addressCounts());
  bind(app, walletAdminRoutes.deposits, ({ input }) => admin.deposits(input));
  bind(app, walletAdminRoutes.memberBalance, ({ input }) => admin.memberBalance(input.member));
  bind(app, walletAdminRoutes.adjust, ({ auth, input }) =>
    adjustments.adjust(auth.userId, {
      userId: input.user_id,
      amountMinor: input.amount,
      reason: input.reason,
      idempotencyKey: input.idempotency_key,
    }),
  );
};
