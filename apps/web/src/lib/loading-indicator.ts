export interface LoadingIndicatorOptions {
  show: () => void;
  hide: () => void;
  /** Spec §9: once shown, the indicator stays at least this long. */
  minimumMs?: number;
  now?: () => number;
}

/** Reference-counted global loading indicator that stays visible at least `minimumMs` (500 ms). */
export function createLoadingIndicator({
  show,
  hide,
  minimumMs = 500,
  now = Date.now,
}: LoadingIndicatorOptions) {
  let active = 0;
  let shownAt = 0;
  let pendingHide: ReturnType<typeof setTimeout> | undefined;

  return {
    show(): void {
      active += 1;
      if (active > 1) return;
      if (pendingHide !== undefined) {
        clearTimeout(pendingHide); // still visible: keep it up without restarting
        pendingHide = undefined;
        return;
      }
      shownAt = now();
      show();
    },
    hide(): void {
      if (active === 0) return;
      active -= 1;
      if (active > 0) return;
      const remaining = minimumMs - (now() - shownAt);
      if (remaining <= 0) {
        hide();
        return;
      }
      pendingHide = setTimeout(() => {
        pendingHide = undefined;
        if (active === 0) hide();
      }, remaining);
    },
  };
}
