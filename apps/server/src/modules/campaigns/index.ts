import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { campaignsSettings } from './campaigns.settings.ts';
import { createCampaignReadsService } from './campaign-reads.service.ts';
import { createCampaignsService } from './campaigns.service.ts';
import type { CampaignsDeps } from './ports.ts';
import { createRevenueService } from './revenue.service.ts';
import { registerCampaignRoutes } from './routes/app.routes.ts';

/**
 * Campaigns: advertisers (made by an admin), their campaigns and budgets, the script plugin's signed
 * revenue reports (`POST /api/plugin/revenue`, signer `device`, keys owned by devices) credited as
 * held income, and a member's script revenue. Ports are read on call, so devices may be built later.
 */
export function createCampaignsModule(deps: CampaignsDeps) {
  const campaigns = createCampaignsService(deps);
  const revenue = createRevenueService(deps);
  const reads = createCampaignReadsService(deps);
  const module = defineModule({
    name: 'campaigns',
    campaigns,
    reads,
    revenue,
    /** A member's revenue figures (My page, totals). */
    revenueTotals: revenue.totals,
    routes: (app: FastifyInstance, bind: BindRoute): void =>
      registerCampaignRoutes(app, bind, module),
    settings: campaignsSettings,
  });
  return module;
}

export type CampaignsModule = ReturnType<typeof createCampaignsModule>;
export type { CampaignDevicesPort, CampaignWalletPort, PluginDevice } from './ports.ts';
export { campaignsSettings } from './campaigns.settings.ts';
