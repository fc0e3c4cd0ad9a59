import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styles from './carousel.module.css';

interface CarouselProps {
  /** One node per slide. */
  slides: ReactNode[];
  /** Accessible name of the whole carousel. */
  label: string;
  /** `counter` shows "2/5", `dots` a row of dots. */
  indicator?: 'counter' | 'dots' | 'none';
  /** Moves on by itself every so many ms (never with reduced motion, or while touched). */
  autoplayMs?: number;
  className?: string;
  style?: CSSProperties;
  onIndexChange?: (index: number) => void;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Swipeable slides with native scroll snapping (no gesture library), a counter or dots, optional autoplay. */
export function Carousel({
  slides,
  label,
  indicator = 'dots',
  autoplayMs,
  className,
  style,
  onIndexChange,
}: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const touched = useRef(false);
  const [index, setIndex] = useState(0);
  const count = slides.length;

  useEffect(() => {
    if (!autoplayMs || count < 2 || prefersReducedMotion()) return undefined;
    const timer = setInterval(() => {
      const element = track.current;
      if (!element || touched.current || element.clientWidth === 0) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs, count]);

  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const current = Math.min(
      count - 1,
      Math.max(0, Math.round(element.scrollLeft / element.clientWidth)),
    );
    if (current !== index) {
      setIndex(current);
      onIndexChange?.(current);
    }
  };

  return (
    <div
      className={`${styles.carousel} ${className ?? ''}`}
      style={style}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        onPointerDown={() => (touched.current = true)}
        onPointerUp={() => (touched.current = false)}
        onPointerCancel={() => (touched.current = false)}
        onTouchStart={() => (touched.current = true)}
        onTouchEnd={() => (touched.current = false)}
      >
        {slides.map((slide, position) => (
          <div
            key={position}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={`${position + 1} / ${count}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {indicator === 'counter' && count > 1 && (
        <span className={styles.counter} aria-live="polite">
          {index + 1}/{count}
        </span>
      )}
      {indicator === 'dots' && count > 1 && (
        <span className={styles.dots} aria-hidden="true">
          {slides.map((_slide, position) => (
            <i key={position} className={position === index ? styles.active : undefined} />
          ))}
        </span>
      )}
    </div>
  );
}
