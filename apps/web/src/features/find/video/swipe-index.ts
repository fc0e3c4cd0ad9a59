/** How far a finger must travel (px) before a swipe changes the video. */
export const SWIPE_THRESHOLD_PX = 60;
/** Wheel movements below this are ignored (trackpad noise). */
export const WHEEL_MIN_DELTA = 12;

/** An index inside `0 … count-1` (0 for an empty list). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index));
}

/**
 * The video after a vertical swipe: the finger moving up (negative `deltaY`) shows the next video,
 * moving down the previous one; short moves and moves past either end stay put.
 */
export function swipeTarget(
  index: number,
  deltaY: number,
  count: number,
  threshold = SWIPE_THRESHOLD_PX,
): number {
  if (deltaY <= -threshold) return clampIndex(index + 1, count);
  if (deltaY >= threshold) return clampIndex(index - 1, count);
  return clampIndex(index, count);
}

/** The video after one wheel step: scrolling down shows the next video, up the previous one. */
export function wheelTarget(index: number, deltaY: number, count: number): number {
  if (Math.abs(deltaY) < WHEEL_MIN_DELTA) return clampIndex(index, count);
  return clampIndex(index + Math.sign(deltaY), count);
}

/** Load the next page when the viewer is this close to the end of what is loaded. */
export function shouldLoadMore(index: number, count: number, margin = 2): boolean {
  return count > 0 && index >= count - 1 - margin;
}
