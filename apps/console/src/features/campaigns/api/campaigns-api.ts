import { campaignConsoleRoutes, campaignRoutes } from '@cloudmall/contract/campaigns';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';
import { useConsoleSession } from '../../../lib/session';

export { campaignConsoleRoutes, campaignRoutes };

/** Whether the caller holds a role (the server checks every call again). */
export function useHolds(role: string): boolean {
  return useConsoleSession()?.roles.includes(role) ?? false;
}

export const useCampaignDetail = (id: number | undefined) =>
  useConsoleQuery(campaignRoutes.detail, { id: id ?? 0 }, { enabled: id !== undefined });

const stale = [campaignRoutes.list, campaignRoutes.detail];
export const useCreateCampaign = () =>
  useConsoleMutation(campaignRoutes.create, { invalidates: stale });
export const useFundCampaign = () =>
  useConsoleMutation(campaignRoutes.fund, { invalidates: stale });
export const useFreezeTarget = () => useConsoleMutation(campaignRoutes.freeze);
export const useAddAdvertiser = () =>
  useConsoleMutation(campaignConsoleRoutes.addAdvertiser, {
    invalidates: [campaignConsoleRoutes.advertisers],
  });
