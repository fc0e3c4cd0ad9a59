import {
  BarChartOutlined,
  IdcardOutlined,
  RollbackOutlined,
  SlidersOutlined,
  TransactionOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

const admin = ['admin'] as const;
const page = (path: string, load: ConsoleFeature['routes'][number]['page']) => ({
  path,
  roles: admin,
  page: load,
});

/** The platform admin's money and identity desk: KYC, withdrawals, deposits, adjustments, disputes, reports. */
export const adminMoneyFeature: ConsoleFeature = {
  routes: [
    page('admin/kyc', () => import('./components/kyc-page')),
    page('admin/withdrawals', () => import('./components/withdrawals-page')),
    page('admin/deposits', () => import('./components/deposits-page')),
    page('admin/adjust', () => import('./components/adjust-page')),
    page('admin/refunds', () => import('./components/refunds-page')),
    page('admin/reports', () => import('./components/reports-page')),
  ],
  menu: [
    { path: 'admin/kyc', label: 'admin-money:menu.kyc', icon: <IdcardOutlined /> },
    {
      path: 'admin/withdrawals',
      label: 'admin-money:menu.withdrawals',
      icon: <TransactionOutlined />,
    },
    { path: 'admin/deposits', label: 'admin-money:menu.deposits', icon: <WalletOutlined /> },
    { path: 'admin/adjust', label: 'admin-money:menu.adjust', icon: <SlidersOutlined /> },
    { path: 'admin/refunds', label: 'admin-money:menu.refunds', icon: <RollbackOutlined /> },
    { path: 'admin/reports', label: 'admin-money:menu.reports', icon: <BarChartOutlined /> },
  ].map((entry) => ({ ...entry, section: 'admin' as const, roles: admin })),
};
