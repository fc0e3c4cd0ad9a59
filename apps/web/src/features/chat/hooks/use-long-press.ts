import { useCallback, useEffect, useRef, type PointerEvent } from 'react';

/** How long a press must last to count as a long press. */
export const LONG_PRESS_MS = 550;
/** A finger that moves further is scrolling or swiping, not pressing. */
const MOVE_TOLERANCE_PX = 8;

/**
 * Long press on touch and mouse (and the context menu, which mobile browsers open on a long press):
 * spread `handlers` on the element; `consumeClick()` in its click handler swallows the click that
 * ends a long press or a drag (a mouse swipe).
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = useRef<{ x: number; y: number }>(undefined);
  const fired = useRef(false);
  /** The pointer travelled (a swipe or a drag): the click that may follow is not a tap. */
  const moved = useRef(false);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    start.current = undefined;
  }, []);

  useEffect(() => cancel, [cancel]);

  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      fired.current = false;
      moved.current = false;
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        fired.current = true;
        cancel();
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: PointerEvent) => {
      const origin = start.current;
      if (
        origin &&
        Math.hypot(event.clientX - origin.x, event.clientY - origin.y) > MOVE_TOLERANCE_PX
      ) {
        moved.current = true;
        cancel();
      }
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onContextMenu: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      if (fired.current) return;
      fired.current = true;
      cancel();
      onLongPress();
    },
  };
  /** True (once) when the click ends a long press or a drag, not a tap. */
  const consumeClick = () => {
    const was = fired.current || moved.current;
    fired.current = false;
    moved.current = false;
    return was;
  };
  return { handlers, consumeClick };
}
