import { rewardConsoleRoutes, rewardRoutes } from '@cloudmall/contract/rewards';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { RewardsModule } from '../index.ts';

/** Members' reward pages and held income, and the console's pools and issues: one line per route. */
export const registerRewardRoutes: RouteFile<RewardsModule> = (app, bind, m) => {
  bind(app, rewardRoutes.list, ({ auth, input }) => m.reads.mine(auth.userId, input));
  bind(app, rewardRoutes.totals, ({ auth, input }) => m.reads.totals(auth.userId, input.pool));
  bind(app, rewardRoutes.holds, ({ auth, input }) => m.holds().page(auth.userId, input));
  bind(app, rewardRoutes.holdTotals, ({ auth }) => m.holds().totals(auth.userId));
  bind(app, rewardConsoleRoutes.accounts, () => m.reads.accounts());
  bind(app, rewardConsoleRoutes.fund, ({ auth, input }) =>
    m.issuing.fund(auth.userId, {
      ...input,
      amountMinor: input.amount,
      idempotencyKey: input.idempotency_key,
    }),
  );
  bind(app, rewardConsoleRoutes.issue, ({ auth, input }) =>
    m.issuing.issue(auth.userId, {
      kind: input.kind,
      userId: input.user_id,
      amountMinor: input.amount,
      reason: input.reason,
      idempotencyKey: input.idempotency_key,
    }),
  );
  bind(app, rewardConsoleRoutes.list, ({ input }) => m.reads.list(input));
};
