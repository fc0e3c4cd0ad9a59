import { useRef, useState, type TouchEvent, type WheelEvent } from 'react';
import { swipeTarget, wheelTarget } from '../video/swipe-index';

/** One wheel gesture moves one video; further wheel events within this time are ignored. */
const WHEEL_COOLDOWN_MS = 550;
/** A touch that moved farther than this is a swipe, not a tap. */
const TAP_SLOP_PX = 10;
/** A click this soon after a swipe ended belongs to the swipe. */
const CLICK_AFTER_SWIPE_MS = 400;

/**
 * Vertical swipe (touch) and wheel navigation between `count` items: the slide follows the finger
 * (`drag`), and on release moves to the next or previous item, within bounds.
 */
export function useSwipe(index: number, count: number, go: (next: number) => void) {
  const start = useRef<number | null>(null);
  const lastWheel = useRef(0);
  const swiped = useRef(false);
  const swipeEndedAt = useRef(0);
  const moved = useRef(0);
  const [drag, setDrag] = useState(0);

  return {
    drag,
    /** True right after a swipe, so a click that follows it is not taken as a tap. */
    justSwiped: () => Date.now() - swipeEndedAt.current < CLICK_AFTER_SWIPE_MS,
    handlers: {
      onTouchStart: (event: TouchEvent) => {
        start.current = event.touches[0]?.clientY ?? null;
        swiped.current = false;
        moved.current = 0;
      },
      onTouchMove: (event: TouchEvent) => {
        if (start.current === null) return;
        const y = event.touches[0]?.clientY ?? start.current;
        const delta = y - start.current;
        moved.current = delta;
        if (Math.abs(delta) > TAP_SLOP_PX) swiped.current = true;
        // resist past either end
        const atEdge = (delta > 0 && index === 0) || (delta < 0 && index >= count - 1);
        setDrag(atEdge ? delta / 4 : delta);
      },
      onTouchEnd: () => {
        if (start.current === null) return;
        start.current = null;
        if (swiped.current) swipeEndedAt.current = Date.now();
        const next = swipeTarget(index, moved.current, count);
        setDrag(0);
        if (next !== index) go(next);
      },
      onWheel: (event: WheelEvent) => {
        const now = Date.now();
        if (now - lastWheel.current < WHEEL_COOLDOWN_MS) return;
        const next = wheelTarget(index, event.deltaY, count);
        if (next === index) return;
        lastWheel.current = now;
        go(next);
      },
    },
  };
}
