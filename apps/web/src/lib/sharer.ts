import { readString, STORAGE_KEYS, writeString } from './storage';

const PID = /^[1-9]\d{0,9}$/;

/** The member id a link's query carries as `pid` (spec §2), or undefined when there is none or it is malformed. */
export function pidOf(search: string): number | undefined {
  const pid = new URLSearchParams(search).get('pid');
  return pid && PID.test(pid) && Number(pid) <= 2_147_483_647 ? Number(pid) : undefined;
}

/** Keeps the sharer of the link the visitor arrived by, so registering later pre-fills them as inviter. */
export function rememberSharer(search: string): void {
  const pid = pidOf(search);
  if (pid !== undefined) writeString(STORAGE_KEYS.sharer, String(pid));
}

/** The sharer named by the current link, else the last one remembered. */
export function sharerOf(search: string): number | undefined {
  return pidOf(search) ?? pidOf(`?pid=${readString(STORAGE_KEYS.sharer) ?? ''}`);
}
