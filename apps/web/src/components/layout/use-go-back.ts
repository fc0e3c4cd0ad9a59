import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** True when the app itself has a page to go back to (react-router keeps the index in history state). */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  const idx =
    typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' && idx > 0;
}

/** Goes back inside the app, or to `fallback` when the page was opened directly (never leaves the app). */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return useCallback(() => {
    if (canGoBack()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
