import { useMemo } from 'react';
import { useSecondsLeft } from '../../../lib/use-seconds-left';
import { deadlineMs } from '../group-time';

/** Seconds left of a team, ticking each second, from the server's `expires_at` and `now`. */
export function useTeamCountdown(expiresAt: number, serverNow: number): number {
  const endsAt = useMemo(() => deadlineMs(expiresAt, serverNow), [expiresAt, serverNow]);
  return useSecondsLeft(endsAt);
}
