import type { TabItem } from '@cloudmall/contract';
import type { IconName } from '../../components/ui/icon';
import type { TabbarVariant } from './api/content-api';

const tab = (index: number, text: string, pagePath: string): TabItem => ({
  index,
  visible: true,
  text,
  iconPath: '',
  selectedIconPath: '',
  pagePath,
});

/** Spec §2 tabs: Home, Robot, Investment, My; the variant swaps in Find and Cart. */
export const DEFAULT_TABS: Record<TabbarVariant, TabItem[]> = {
  default: [
    tab(0, 'Home', '/'),
    tab(1, 'Robot', '/pages/category'),
    tab(2, 'Investment', '/pages/shop'),
    tab(3, 'My', '/pages/user'),
  ],
  find: [
    tab(0, 'Home', '/'),
    tab(1, 'Find', '/pages/find'),
    tab(2, 'Cart', '/pages/user/cart'),
    tab(3, 'My', '/pages/user'),
  ],
};

/** Known tab pages: the translation key of their text and their built-in icon. */
export const KNOWN_TABS: Record<string, { textKey: string; icon: IconName }> = {
  '/': { textKey: 'tabs.home', icon: 'home' },
  '/pages/category': { textKey: 'tabs.robot', icon: 'robot' },
  '/pages/shop': { textKey: 'tabs.investment', icon: 'chart' },
  '/pages/user': { textKey: 'tabs.my', icon: 'user' },
  '/pages/find': { textKey: 'tabs.find', icon: 'compass' },
  '/pages/cart': { textKey: 'tabs.cart', icon: 'cart' },
  '/pages/user/cart': { textKey: 'tabs.shoppingCart', icon: 'cart' },
};

/** Tab paths as routes: leading slash, no trailing slash, `/pages/index` (and `pages/index/index`) is home. */
export function normalizeTabPath(pagePath: string): string {
  let path = pagePath.trim().split('?')[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/+$/, '') || '/';
  if (path === '/pages/index' || path === '/pages/index/index') return '/';
  const doubled = /^(\/pages\/[^/]+)\/([^/]+)$/.exec(path);
  if (doubled && doubled[1]?.endsWith(`/${doubled[2] ?? ''}`)) return doubled[1]; // pages/user/user → pages/user
  return path;
}
