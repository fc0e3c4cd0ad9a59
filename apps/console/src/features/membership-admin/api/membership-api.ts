import { distributorConsoleRoutes, vipConsoleRoutes } from '@cloudmall/contract/vip';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';

export { distributorConsoleRoutes, vipConsoleRoutes };

export const useVipLevels = () => useConsoleQuery(vipConsoleRoutes.levels, {});
export const useSaveVipLevel = () =>
  useConsoleMutation(vipConsoleRoutes.save, { invalidates: [vipConsoleRoutes.levels] });

const applications = [distributorConsoleRoutes.applications];
export const useApprove = () =>
  useConsoleMutation(distributorConsoleRoutes.approve, { invalidates: applications });
export const useRefuse = () =>
  useConsoleMutation(distributorConsoleRoutes.refuse, { invalidates: applications });

export const useFaces = () => useConsoleQuery(distributorConsoleRoutes.faces, {});
export const useSaveFace = () =>
  useConsoleMutation(distributorConsoleRoutes.saveFace, {
    invalidates: [distributorConsoleRoutes.faces],
  });
