import {
  CreditCardOutlined,
  CrownOutlined,
  SolutionOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** Distributors see their water cards; admins run VIP levels, applications and water cards. */
export const membershipAdminFeature = menuFeature('distributor', [
  {
    path: 'distributor/water-cards',
    label: 'membership:menu.myCards',
    icon: <WalletOutlined />,
    page: () => import('./components/my-water-cards-page'),
  },
  {
    path: 'admin/vip-levels',
    label: 'membership:menu.vip',
    group: 'marketing',
    icon: <CrownOutlined />,
    section: 'admin',
    page: () => import('./components/vip-levels-page'),
  },
  {
    path: 'admin/distributors',
    label: 'membership:menu.applications',
    group: 'marketing',
    icon: <SolutionOutlined />,
    section: 'admin',
    page: () => import('./components/applications-page'),
  },
  {
    path: 'admin/water-cards',
    label: 'membership:menu.cards',
    group: 'marketing',
    icon: <CreditCardOutlined />,
    section: 'admin',
    page: () => import('./components/water-cards-page'),
  },
]);
