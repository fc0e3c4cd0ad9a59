import type { RouteOutput } from '@cloudmall/contract';
import {
  devicesRoutes,
  type CodeState,
  type DeviceAction,
  type DeviceScript,
} from '@cloudmall/contract/devices';
import { api } from '../../../lib/api';
import { useUserStore } from '../../../stores/user-store';
import { pagedQuery } from '../../../lib/queries/paged-query';
import { silentQuery } from '../../../lib/queries/silent-query';

export type DeviceRow = RouteOutput<typeof devicesRoutes.devices>['data'][number];
export type DeviceDetails = RouteOutput<typeof devicesRoutes.details>;
export type CodeRow = RouteOutput<typeof devicesRoutes.codes>['data'][number];
export type RenewPlans = RouteOutput<typeof devicesRoutes.renewPlans>;
export type { DeviceScript };

export const DEVICE_PAGE_SIZE = 10;
const member = () => useUserStore.getState().id;

/**
 * Every key starts with `devices` (app/live-refresh.ts reloads that root on `devices_changed`); the
 * renewal plans carry the balance, so `wallet_changed` reloads `renewPlans` too.
 */
export const deviceKeys = {
  all: ['devices'] as const,
  devices: () => ['devices', member(), 'lists'] as const,
  details: (id: number) => ['devices', member(), 'details', id] as const,
  codes: (state: CodeState) => ['devices', member(), 'codes', state] as const,
  renewPlans: () => ['devices', member(), 'renew-plans'] as const,
};

/** Queries are silent: pages show their own loading, error and empty states. */
export const deviceQueries = {
  devices: () => pagedQuery(deviceKeys.devices(), devicesRoutes.devices, {}, DEVICE_PAGE_SIZE),
  details: (id: number) => silentQuery(deviceKeys.details(id), devicesRoutes.details, { id }),
  codes: (state: CodeState) =>
    pagedQuery(deviceKeys.codes(state), devicesRoutes.codes, { state }, DEVICE_PAGE_SIZE),
  renewPlans: () => silentQuery(deviceKeys.renewPlans(), devicesRoutes.renewPlans, {}, 0),
};

/** Mutations toast their refusal in the member's language through the request layer. */
export const deviceCommands = {
  /** Redeeming shows its refusal under the code field. */
  redeem: (code: string, deviceId: number) =>
    api.call(devicesRoutes.redeem, { code, device_id: deviceId }, { loading: true, silent: true }),
  action: (id: number, action: DeviceAction) =>
    api.call(devicesRoutes.action, { id, action }, { loading: true }),
  /** Renewal shows its refusal inside the sheet (insufficient balance leads to top-up). */
  renew: (id: number, days: number, idempotencyKey: string) =>
    api.call(
      devicesRoutes.renew,
      { id, days, idempotency_key: idempotencyKey },
      { loading: true, silent: true },
    ),
  claimFree: () => api.call(devicesRoutes.claimFree, {}, { loading: true }),
  setScript: (deviceId: number, scriptId: number, enabled: boolean) =>
    api.call(
      enabled ? devicesRoutes.enableScript : devicesRoutes.disableScript,
      { device_id: deviceId, script_id: scriptId },
      { loading: true },
    ),
};
