/** When a team ends on this device's clock (epoch ms): the server's seconds left added to the local now, so a skewed clock does not matter. */
export function deadlineMs(
  expiresAt: number,
  serverNow: number,
  clientNow: number = Date.now(),
): number {
  return clientNow + Math.max(0, expiresAt - serverNow) * 1000;
}

export interface CountdownParts {
  hours: string;
  minutes: string;
  seconds: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds left as zero-padded hours (may exceed 24), minutes and seconds; never negative. */
export function countdownParts(totalSeconds: number): CountdownParts {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    hours: pad(Math.floor(s / 3600)),
    minutes: pad(Math.floor((s % 3600) / 60)),
    seconds: pad(s % 60),
  };
}

/** `HH:MM:SS` of seconds left. */
export const formatTeamCountdown = (totalSeconds: number): string => {
  const p = countdownParts(totalSeconds);
  return `${p.hours}:${p.minutes}:${p.seconds}`;
};
