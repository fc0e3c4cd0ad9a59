import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemSheet } from '../../../components/ui/item-sheet';
import { PrimaryButton } from '../../../components/ui/primary-button';

/** What the form gives a confirm sheet: the request is pending, confirm, close. */
export interface ConfirmActions {
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

interface ConfirmSheetProps<T> extends ConfirmActions {
  /** What is about to happen; the sheet is open while it is set. */
  item: T | undefined;
  /** The dialog's heading and its element id. */
  title: string;
  titleId: string;
  confirmLabel: string;
  /** The sheet's own classes: `sheet`, `title` and `actions`. */
  styles: { readonly [name: string]: string | undefined };
  children: (item: T) => ReactNode;
}

/** The last step before money moves: what will happen, then cancel or confirm (not while pending). */
export function ConfirmSheet<T>({
  item,
  pending,
  onConfirm,
  onClose,
  title,
  titleId,
  confirmLabel,
  styles,
  children,
}: ConfirmSheetProps<T>) {
  const { t } = useTranslation('common');
  return (
    <ItemSheet item={item} onMaskClick={pending ? undefined : onClose} className={styles.sheet}>
      {(shown) => (
        <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children(shown)}
          <div className={styles.actions}>
            <PrimaryButton variant="outline" onClick={onClose} disabled={pending}>
              {t('actions.cancel')}
            </PrimaryButton>
            <PrimaryButton onClick={onConfirm} loading={pending}>
              {confirmLabel}
            </PrimaryButton>
          </div>
        </div>
      )}
    </ItemSheet>
  );
}
