/** Spec §9: the design is 750 units wide; the decoration's px are at 375, so one px is two units. */
export const DESIGN_WIDTH = 750;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A length in design units as CSS that scales with the screen: `20` is 20/750 of the app's width
 * (the viewport, capped at the app's max width on wide screens).
 */
export function designUnits(units: number): string {
  if (!Number.isFinite(units) || units === 0) return '0';
  return `calc(${round(units)} * min(100vw, var(--cm-max-width, 640px)) / ${DESIGN_WIDTH})`;
}

/** A decoration px value (375 wide): doubled into design units, then made responsive. */
export function serverPx(px: number): string {
  return designUnits(px * 2);
}

/** Every `<n>px` in a CSS value becomes responsive: "10px 12px" → two scaled lengths; other text stays. */
export function convertPxText(value: string): string {
  return value.replace(/(-?\d*\.?\d+)px\b/gi, (_match, amount: string) => serverPx(Number(amount)));
}
