import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../../../components/ui/icon';
import styles from './heart-burst.module.css';

/** How long one heart floats (ms); matches the CSS animation. */
const HEART_MS = 1200;
/** At most this many hearts at once. */
const MAX_HEARTS = 24;
const COLOURS = ['#ff4d5e', '#ff8c1a', '#ffd23f', '#ff6ad5', '#6ad1ff'];

interface Heart {
  id: number;
  drift: number;
  colour: string;
}

/** Floating hearts over the like button: `burst()` sends one up. Decorative (hidden from assistive technology). */
export function useHeartBurst() {
  const [hearts, setHearts] = useState<Heart[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const burst = useCallback(() => {
    next.current += 1;
    const id = next.current;
    const heart = {
      id,
      drift: Math.round((Math.random() - 0.5) * 60),
      colour: COLOURS[id % COLOURS.length] ?? COLOURS[0]!,
    };
    setHearts((current) => [...current, heart].slice(-MAX_HEARTS));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setHearts((current) => current.filter((item) => item.id !== id));
    }, HEART_MS);
    timers.current.add(timer);
  }, []);
  return { hearts, burst };
}

export function HeartBurst({ hearts }: { hearts: Heart[] }) {
  return (
    <div className={styles.layer} aria-hidden="true">
      {hearts.map((heart) => (
        <span
          key={heart.id}
          className={styles.heart}
          style={{ color: heart.colour, ['--drift' as string]: `${heart.drift}px` }}
        >
          <Icon name="heart" size={30} strokeWidth={1.4} />
        </span>
      ))}
    </div>
  );
}
