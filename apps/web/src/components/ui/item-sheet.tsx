import type { ReactNode } from 'react';
import { Popup } from './popup';

interface ItemSheetProps<T> {
  /** The sheet is open while there is an item; its content is made afresh at each opening. */
  item: T | undefined;
  /** Tapping the mask; leave it out to keep the sheet open (e.g. while a request runs). */
  onMaskClick: (() => void) | undefined;
  className: string | undefined;
  children: (item: T) => ReactNode;
}

/** A bottom sheet about one item (a device, a preview), open while the item is set. */
export function ItemSheet<T>({ item, onMaskClick, className, children }: ItemSheetProps<T>) {
  return (
    <Popup
      visible={item !== undefined}
      onMaskClick={onMaskClick}
      bodyClassName={className}
      destroyOnClose
    >
      {item !== undefined && children(item)}
    </Popup>
  );
}
