import { rewardConsoleRoutes, rewardRoutes } from '@cloudmall/contract/rewards';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { RewardWalletPort } from '../ports.ts';
import type { RewardIssueService } from '../reward-issue.service.ts';
import type { RewardsService } from '../rewards.service.ts';

/** What the routes call: the module's reads, issuing and the wallet's held income items. */
interface RewardUseCases {
  reads: RewardsService;
  issuing: RewardIssueService;
  holds: () => RewardWalletPort['holds'];
}

/** Members' reward pages and held income, and the console's pools and issues: one line per route. */
export const registerRewardRoutes: RouteFile<RewardUseCases> = (app, bind, m) => {
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
