import { useCallback, useEffect, useState } from 'react';

/** Spec: an SMS code can be requested again after 60 s. */
export const SMS_RESEND_SECONDS = 60;

/** Seconds left until `endsAt`; `start(from)` restarts it (e.g. from when a code was sent). */
export function useCountdown(seconds: number = SMS_RESEND_SECONDS, initialStartedAt?: number) {
  const [endsAt, setEndsAt] = useState(() =>
    initialStartedAt ? initialStartedAt + seconds * 1000 : 0,
  );
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [remaining]);

  const start = useCallback(
    (from: number = Date.now()) => {
      setEndsAt(from + seconds * 1000);
      setNow(Date.now());
    },
    [seconds],
  );

  return { remaining, running: remaining > 0, start };
}
