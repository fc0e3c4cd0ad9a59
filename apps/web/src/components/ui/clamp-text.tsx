import { useEffect, useRef, useState } from 'react';
import { useDisclosure } from '../../lib/use-disclosure';
import styles from './clamp-text.module.css';

interface ClampTextProps {
  text: string;
  /** Labels of the toggle; without them the text stays cut with no toggle. */
  moreLabel?: string;
  lessLabel?: string;
  className?: string;
}

/** Plain text cut at two lines (spec §9) with an expand toggle when it is longer. */
export function ClampText({ text, moreLabel, lessLabel, className }: ClampTextProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const { open, contentId, toggleProps } = useDisclosure();
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() =>
      setOverflowing(element.scrollHeight > element.clientHeight + 1),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  const toggle = moreLabel && lessLabel && (open || overflowing);
  return (
    <div className={className}>
      <p ref={ref} id={contentId} className={`${styles.text} ${open ? '' : styles.clamped}`}>
        {text}
      </p>
      {toggle && (
        <button type="button" className={styles.toggle} {...toggleProps}>
          {open ? lessLabel : moreLabel}
        </button>
      )}
    </div>
  );
}
