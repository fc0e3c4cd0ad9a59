import Dialog from 'antd-mobile/es/components/dialog';
import type { ReactNode } from 'react';

/** Asks a yes/no question; resolves true on confirm. */
export function confirmDialog(options: {
  title?: ReactNode;
  content: ReactNode;
  confirmText: ReactNode;
  cancelText: ReactNode;
}): Promise<boolean> {
  return Dialog.confirm(options);
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
