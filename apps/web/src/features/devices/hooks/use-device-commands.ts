import type { DeviceAction } from '@cloudmall/contract/devices';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { isApiErrorKey } from '@cloudmall/client';
import { deviceCommands, deviceKeys } from '../api/device-queries';

/**
 * Power actions, the free phone claim and script switches: one at a time; each success reloads the
 * devices feature (the request layer already toasted a refusal in the member's language).
 */
export function useDeviceCommands() {
  const { t } = useTranslation('devices');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string>();
  const [claimedHere, setClaimedHere] = useState(false);

  const run = async (key: string, command: () => Promise<unknown>, done: string) => {
    if (pending) return;
    setPending(key);
    try {
      await command();
      toast.success(done);
    } catch (error) {
      if (isApiErrorKey(error, 'free_device_claimed')) setClaimedHere(true);
    } finally {
      setPending(undefined);
      void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    }
  };

  return {
    pending,
    claimedHere,
    act: (id: number, action: DeviceAction) =>
      run(`${action}-${id}`, () => deviceCommands.action(id, action), t(`actionDone.${action}`)),
    claimFree: () =>
      run(
        'claim',
        async () => {
          await deviceCommands.claimFree();
          setClaimedHere(true);
        },
        t('claim.done'),
      ),
    setScript: (deviceId: number, scriptId: number, enabled: boolean) =>
      run(
        `script-${scriptId}`,
        () => deviceCommands.setScript(deviceId, scriptId, enabled),
        t(enabled ? 'scripts.enabledToast' : 'scripts.disabledToast'),
      ),
  };
}
