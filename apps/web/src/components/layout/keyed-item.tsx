import type { ReactNode } from 'react';

/** A paged list's `renderItem` for plain rows: what `render` draws, in an `<li>` keyed by the item's id. */
export function keyedItem<T extends { id: number }>(render: (item: T) => ReactNode) {
  return function KeyedItem(item: T) {
    return <li key={item.id}>{render(item)}</li>;
  };
}
