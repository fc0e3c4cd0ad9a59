import type { DeviceAction, DeviceState } from '@cloudmall/contract/devices';

/** The colour of a state badge: running is green, shut down grey, expired red. */
export function stateTone(state: DeviceState): 'green' | 'grey' | 'red' {
  if (state === 'running') return 'green';
  return state === 'shutdown' ? 'grey' : 'red';
}

/**
 * The power actions a phone offers: a running one shuts down or restarts, a shut-down one starts;
 * an expired or frozen one offers none (renewing is its way back).
 */
export function actionsFor(device: { state: DeviceState; frozen: boolean }): DeviceAction[] {
  if (device.frozen) return [];
  if (device.state === 'running') return ['shutdown', 'restart'];
  if (device.state === 'shutdown') return ['start'];
  return [];
}

/** The free cloud phone can still be claimed when none of the member's phones is the free one. */
export function canClaimFree(devices: readonly { free: boolean }[], claimedHere: boolean): boolean {
  return !claimedHere && !devices.some((device) => device.free);
}
