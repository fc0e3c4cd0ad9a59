import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import type { RewardsDeps } from './ports.ts';
import { createRewardIssueService } from './reward-issue.service.ts';
import { createRewardsService } from './rewards.service.ts';
import { registerRewardRoutes } from './routes/app.routes.ts';

/**
 * Reward pools (team, ad, subsidy) as platform ledger accounts an admin funds from promotions and
 * issues member rewards from (held income), and green points and equity value an admin issues:
 * always with a reason, audited; nothing here pays a yield.
 * Wiring in app-modules.ts: `createRewardsModule({ db, clock, log, members, notify, changed, wallet })`.
 */
export function createRewardsModule(deps: RewardsDeps) {
  const module = defineModule({
    name: 'rewards',
    reads: createRewardsService(deps),
    issuing: createRewardIssueService(deps),
    /** The wallet's held income items of a member (reward settlement page). */
    holds: () => deps.wallet().holds,
    routes: (app: FastifyInstance, bind: BindRoute): void =>
      registerRewardRoutes(app, bind, module),
  });
  return module;
}

export type RewardsModule = ReturnType<typeof createRewardsModule>;
export type { RewardsDeps, RewardWalletPort } from './ports.ts';
