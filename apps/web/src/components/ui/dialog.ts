import Dialog from 'antd-mobile/es/components/dialog';
import type { ReactNode } from 'react';
import { toast, toastError } from './toast';

/** Asks a yes/no question; resolves true on confirm. */
export function confirmDialog(options: {
  title?: ReactNode;
  content: ReactNode;
  confirmText: ReactNode;
  cancelText: ReactNode;
}): Promise<boolean> {
  return Dialog.confirm(options);
}

/**
 * A list's asked-first action, its words from the caller's namespace: asks `confirm.<action>` (buttons
 * `actions.<action>` and `confirm.keep`); on yes runs it and says `done.<action>`, or toasts the error.
 */
export async function confirmedAction(
  t: (key: string) => string,
  action: string,
  run: () => Promise<unknown>,
): Promise<'kept' | 'done' | 'failed'> {
  const sure = await confirmDialog({
    content: t(`confirm.${action}`),
    confirmText: t(`actions.${action}`),
    cancelText: t('confirm.keep'),
  });
  if (!sure) return 'kept';
  try {
    await run();
    toast.success(t(`done.${action}`));
    return 'done';
  } catch (error) {
    toastError(error);
    return 'failed';
  }
}

/** Shows a message with one button; resolves when it is closed. */
export function alertDialog(options: {
  title?: ReactNode;
  content: ReactNode;
  confirmText: ReactNode;
}): Promise<void> {
  return Dialog.alert(options);
}

/** Closes every open dialog (the kit renders them outside the page). */
export function closeAllDialogs(): void {
  Dialog.clear();
}
