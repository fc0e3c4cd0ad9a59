import { PAGES } from '../../lib/paths';
/** The order list tabs of spec §3 statistics.order, in the order the page shows them. */
export const ORDER_TABS = [
  'whole',
  'pay',
  'delive',
  'receiving',
  'evaluate',
  'customer',
  'groups',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Tabs listed by the order list itself; the others open their own pages. */
export type ListedTab = Exclude<OrderTab, 'customer' | 'groups'>;

/** Tabs that are links: after-sale opens the refund list, group orders the group-buying order list. */
export const TAB_LINKS: Partial<Record<OrderTab, string>> = {
  customer: PAGES.refundLists,
  groups: PAGES.groupsOrder,
};

const STATE_OF_TAB: Record<ListedTab, number> = {
  whole: 0,
  pay: 1,
  delive: 2,
  receiving: 3,
  evaluate: 4,
};

/** The `state` the order list asks the server for. */
export function stateOfTab(tab: ListedTab): number {
  return STATE_OF_TAB[tab];
}

/**
 * The tab a link opens: `?state=1..4` (My page shortcuts) or `?tab=pay` (names), else all orders.
 * An unknown or link-only value falls back to all orders.
 */
export function tabFromParams(params: URLSearchParams): ListedTab {
  const tab = params.get('tab');
  if (tab && tab in STATE_OF_TAB) return tab as ListedTab;
  const state = Number(params.get('state'));
  const found = (Object.entries(STATE_OF_TAB) as [ListedTab, number][]).find(
    ([, value]) => value === state,
  );
  return found ? found[0] : 'whole';
}
