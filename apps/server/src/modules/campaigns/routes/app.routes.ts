import {
  campaignConsoleRoutes,
  campaignRoutes,
  pluginRevenueRoutes,
  scriptRevenueRoutes,
} from '@cloudmall/contract/campaigns';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { AuthContext } from '../../../platform/http/auth-context.ts';
import type { CampaignActor, CampaignReadsService } from '../campaign-reads.service.ts';
import type { CampaignsService } from '../campaigns.service.ts';
import type { RevenueService } from '../revenue.service.ts';

/** The caller as campaigns sees it: an admin reads and freezes every campaign's targets. */
const actorOf = (auth: AuthContext): CampaignActor => ({
  userId: auth.userId,
  admin: auth.roles.includes('admin'),
});

/** Campaign, plugin revenue and member revenue routes: one line per route. */
export const registerCampaignRoutes: RouteFile<{
  campaigns: CampaignsService;
  reads: CampaignReadsService;
  revenue: RevenueService;
}> = (app, bind, { campaigns, reads, revenue }) => {
  bind(app, pluginRevenueRoutes.report, ({ auth, input }) => revenue.report(auth.keyId, input));
  bind(app, scriptRevenueRoutes.days, ({ auth, input }) => revenue.days(auth.userId, input));
  bind(app, scriptRevenueRoutes.totals, ({ auth }) => revenue.totals(auth.userId));
  bind(app, campaignRoutes.create, ({ auth, input }) => campaigns.create(auth.userId, input));
  bind(app, campaignRoutes.fund, ({ auth, input }) => campaigns.fund(auth.userId, input));
  bind(app, campaignRoutes.list, ({ auth, input }) => reads.list(actorOf(auth), input));
  bind(app, campaignRoutes.detail, ({ auth, input }) => reads.detail(actorOf(auth), input.id));
  bind(app, campaignRoutes.reports, ({ auth, input }) => reads.reports(actorOf(auth), input));
  bind(app, campaignRoutes.freeze, ({ auth, input }) => campaigns.freeze(actorOf(auth), input));
  bind(app, campaignConsoleRoutes.addAdvertiser, ({ auth, input }) =>
    campaigns.addAdvertiser(auth.userId, input),
  );
  bind(app, campaignConsoleRoutes.advertisers, ({ input }) => campaigns.advertisers(input));
};
