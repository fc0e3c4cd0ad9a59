import {
  BarChartOutlined,
  IdcardOutlined,
  RollbackOutlined,
  SlidersOutlined,
  TransactionOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ConsoleFeature, ConsoleMenuEntry } from '../../lib/feature';

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
  menu: (
    [
      {
        path: 'admin/kyc',
        label: 'admin-money:menu.kyc',
        icon: <IdcardOutlined />,
        group: 'access',
      },
      {
        path: 'admin/withdrawals',
        label: 'admin-money:menu.withdrawals',
        icon: <TransactionOutlined />,
        group: 'money',
      },
      {
        path: 'admin/deposits',
        label: 'admin-money:menu.deposits',
        icon: <WalletOutlined />,
        group: 'money',
      },
      {
        path: 'admin/adjust',
        label: 'admin-money:menu.adjust',
        icon: <SlidersOutlined />,
        group: 'money',
      },
      {
        path: 'admin/refunds',
        label: 'admin-money:menu.refunds',
        icon: <RollbackOutlined />,
        group: 'money',
      },
      {
        path: 'admin/reports',
        label: 'admin-money:menu.reports',
        icon: <BarChartOutlined />,
        group: 'reports',
      },
    ] satisfies Omit<ConsoleMenuEntry, 'section' | 'roles'>[]
  ).map((entry): ConsoleMenuEntry => ({ ...entry, section: 'admin', roles: admin })),
};
