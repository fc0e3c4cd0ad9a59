import type ToastModule from 'antd-mobile/es/components/toast';
import { ApiError } from '@cloudmall/client';

/** Spec §8: toasts last 1500 ms. */
export const TOAST_DURATION_MS = 1500;

type ToastApi = typeof ToastModule;

let toastModule: Promise<ToastApi> | undefined;
/** The kit's toast (and its animation library) loads on first use, keeping it out of the first bundle. */
function withToast(use: (api: ToastApi) => void): void {
  toastModule ??= import('antd-mobile/es/components/toast').then((module) => module.default);
  toastModule.then(use, (error: unknown) => console.error(error));
}

let shouldVibrate: () => boolean = () => false;

/** Wires the member's vibration setting (`shock`) into every toast. */
export function setToastVibration(check: () => boolean): void {
  shouldVibrate = check;
}

function vibrate(): void {
  if (
    !shouldVibrate() ||
    typeof navigator === 'undefined' ||
    typeof navigator.vibrate !== 'function'
  )
    return;
  // browsers refuse vibration before the first tap; skip it instead of logging an intervention
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  navigator.vibrate(60);
}

type ToastIcon = 'success' | 'fail' | undefined;

function show(text: string, icon: ToastIcon): void {
  vibrate();
  withToast((api) => api.show({ content: text, icon, duration: TOAST_DURATION_MS }));
}

/** Short messages at the centre of the screen; the device vibrates when the shock setting is on. */
export const toast = {
  info: (text: string): void => show(text, undefined),
  success: (text: string): void => show(text, 'success'),
  fail: (text: string): void => show(text, 'fail'),
  clear: (): void => withToast((api) => api.clear()),
};

/** Toasts a failed call the caller handled itself (called with `silent`); aborted calls stay quiet. */
export function toastError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.kind !== 'aborted' && error.text) toast.fail(error.text);
    return;
  }
  console.error(error);
}
