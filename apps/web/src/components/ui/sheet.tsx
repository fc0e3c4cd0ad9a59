import type { ReactNode } from 'react';
import { CloseButton } from './close-button';
import { Popup } from './popup';

interface SheetProps {
  visible: boolean;
  /** Tapping the mask, the close button or going back closes the sheet. */
  onClose: () => void;
  /** The sheet's own classes: `sheet` (its body) and, with a title, `head` and `close`. */
  styles: { readonly [name: string]: string | undefined };
  /** With a title the sheet opens with a head: the title and a close button named `closeLabel`. */
  title?: ReactNode;
  closeLabel?: string;
  /** Unmounts the content when closed, so each opening starts afresh. */
  destroyOnClose?: boolean;
  children: ReactNode;
}

/** A bottom sheet, with a head of a title and a close button when it has a title. */
export function Sheet({
  visible,
  onClose,
  styles,
  title,
  closeLabel = '',
  destroyOnClose,
  children,
}: SheetProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose={destroyOnClose}
    >
      {title !== undefined && (
        <header className={styles.head}>
          <h2>{title}</h2>
          <CloseButton size={18} className={styles.close} onClick={onClose} label={closeLabel} />
        </header>
      )}
      {children}
    </Popup>
  );
}
