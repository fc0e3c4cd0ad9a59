import {
  DashboardOutlined,
  RollbackOutlined,
  ShoppingOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';
import { MenuBadge } from './components/menu-badge';

const merchant = ['merchant'] as const;

/** The merchant's console: dashboard, goods, orders and refunds of the caller's own shop. */
export const merchantFeature: ConsoleFeature = {
  routes: [
    { path: 'merchant', roles: merchant, page: () => import('./components/dashboard-page') },
    { path: 'merchant/goods', roles: merchant, page: () => import('./components/goods-list-page') },
    {
      path: 'merchant/goods/edit',
      roles: merchant,
      page: () => import('./components/goods-editor-page'),
    },
    { path: 'merchant/orders', roles: merchant, page: () => import('./components/orders-page') },
    { path: 'merchant/refunds', roles: merchant, page: () => import('./components/refunds-page') },
  ],
  menu: [
    {
      path: 'merchant',
      label: 'merchant:menu.dashboard',
      icon: <DashboardOutlined />,
      section: 'merchant',
      roles: merchant,
    },
    {
      path: 'merchant/goods',
      label: 'merchant:menu.goods',
      icon: <TagsOutlined />,
      section: 'merchant',
      roles: merchant,
    },
    {
      path: 'merchant/orders',
      label: 'merchant:menu.orders',
      icon: <ShoppingOutlined />,
      section: 'merchant',
      roles: merchant,
      badge: () => <MenuBadge of="to_ship" />,
    },
    {
      path: 'merchant/refunds',
      label: 'merchant:menu.refunds',
      icon: <RollbackOutlined />,
      section: 'merchant',
      roles: merchant,
      badge: () => <MenuBadge of="open_refunds" />,
    },
  ],
};
