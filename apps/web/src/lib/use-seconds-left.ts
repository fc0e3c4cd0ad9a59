import { useEffect, useState } from 'react';

/** Whole seconds until `endsAt` (epoch ms), ticking each second; 0 once passed or when unknown. */
export function useSecondsLeft(endsAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const left = endsAt === undefined ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (endsAt === undefined) return undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    };
    const first = setTimeout(tick, 0); // a new deadline starts from the real clock at once
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [endsAt]);

  return left;
}
