import { devicesAdminRoutes, devicesConsoleRoutes } from '@cloudmall/contract/devices';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';

export { devicesAdminRoutes, devicesConsoleRoutes };

/** Every enabled and disabled script, for pickers (the first 100, newest first). */
export function useScriptOptions() {
  return useConsoleQuery(devicesAdminRoutes.scripts, { page: 1, list_rows: 100 });
}

/** Makes a batch; the batches list refreshes. */
export const useCreateBatch = () =>
  useConsoleMutation(devicesConsoleRoutes.batchCodes, {
    invalidates: [devicesAdminRoutes.batches],
  });

/** Saves (creates or edits) a script; the scripts and offers refresh. */
export const useSaveScript = () =>
  useConsoleMutation(devicesAdminRoutes.saveScript, {
    invalidates: [devicesAdminRoutes.scripts, devicesAdminRoutes.offers],
  });

export const useEnableScript = () =>
  useConsoleMutation(devicesAdminRoutes.enableScript, {
    invalidates: [devicesAdminRoutes.scripts],
  });

/** The four freeze actions; devices and member freezes refresh. */
export function useFreezeActions() {
  const invalidates = [devicesConsoleRoutes.devices, devicesAdminRoutes.memberFreezes];
  return {
    freezeDevice: useConsoleMutation(devicesConsoleRoutes.freezeDevice, { invalidates }),
    unfreezeDevice: useConsoleMutation(devicesConsoleRoutes.unfreezeDevice, { invalidates }),
    freezeMember: useConsoleMutation(devicesConsoleRoutes.freezeMember, { invalidates }),
    unfreezeMember: useConsoleMutation(devicesConsoleRoutes.unfreezeMember, { invalidates }),
  };
}
