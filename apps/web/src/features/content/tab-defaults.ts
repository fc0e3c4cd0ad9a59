import type { TabItem } from '@cloudmall/contract';
import type { IconName } from '../../components/ui/icon';
import type { TabbarVariant } from './api/content-api';
import { PAGES } from '../../lib/paths';

const tab = (index: number, text: string, pagePath: string): TabItem => ({
  index,
  visible: true,
  text,
  iconPath: '',
  selectedIconPath: '',
  pagePath,
});

/** Spec §2 tabs: Home, Robot, Investment, My; the variant swaps in Find and the Cloud phone page (/pages/cart). */
export const DEFAULT_TABS: Record<TabbarVariant, TabItem[]> = {
  default: [
    tab(0, 'Home', '/'),
    tab(1, 'Robot', PAGES.category),
    tab(2, 'Investment', PAGES.investment),
    tab(3, 'My', PAGES.userCenter),
  ],
  find: [
    tab(0, 'Home', '/'),
    tab(1, 'Find', PAGES.find),
    tab(2, 'Cloud phone', PAGES.cart),
    tab(3, 'My', PAGES.userCenter),
  ],
};

/** Known tab pages: the translation key of their text and their built-in icon. */
export const KNOWN_TABS: Record<string, { textKey: string; icon: IconName }> = {
  '/': { textKey: 'tabs.home', icon: 'home' },
  [PAGES.category]: { textKey: 'tabs.robot', icon: 'robot' },
  [PAGES.investment]: { textKey: 'tabs.investment', icon: 'chart' },
  [PAGES.userCenter]: { textKey: 'tabs.my', icon: 'user' },
  [PAGES.find]: { textKey: 'tabs.find', icon: 'compass' },
  [PAGES.cart]: { textKey: 'tabs.cart', icon: 'phone' },
  [PAGES.shoppingCart]: { textKey: 'tabs.shoppingCart', icon: 'cart' },
};

/** Tab paths as routes: leading slash, no trailing slash, `/pages/index` (and `pages/index/index`) is home. */
export function normalizeTabPath(pagePath: string): string {
  let path = pagePath.trim().split('?')[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/+$/, '') || '/';
  if (path === PAGES.home || path === '/pages/index/index') return '/';
  const doubled = /^(\/pages\/[^/]+)\/([^/]+)$/.exec(path);
  if (doubled && doubled[1]?.endsWith(`/${doubled[2] ?? ''}`)) return doubled[1]; // pages/user/user → pages/user
  return path;
}
