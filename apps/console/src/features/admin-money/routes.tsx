import {
  BarChartOutlined,
  IdcardOutlined,
  RollbackOutlined,
  SlidersOutlined,
  TransactionOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** The platform admin's money and identity desk: KYC, withdrawals, deposits, adjustments, disputes, reports. */
export const adminMoneyFeature = menuFeature('admin', [
  {
    path: 'admin/kyc',
    label: 'admin-money:menu.kyc',
    icon: <IdcardOutlined />,
    group: 'access',
    page: () => import('./components/kyc-page'),
  },
  {
    path: 'admin/withdrawals',
    label: 'admin-money:menu.withdrawals',
    icon: <TransactionOutlined />,
    group: 'money',
    page: () => import('./components/withdrawals-page'),
  },
  {
    path: 'admin/deposits',
    label: 'admin-money:menu.deposits',
    icon: <WalletOutlined />,
    group: 'money',
    page: () => import('./components/deposits-page'),
  },
  {
    path: 'admin/adjust',
    label: 'admin-money:menu.adjust',
    icon: <SlidersOutlined />,
    group: 'money',
    page: () => import('./components/adjust-page'),
  },
  {
    path: 'admin/refunds',
    label: 'admin-money:menu.refunds',
    icon: <RollbackOutlined />,
    group: 'money',
    page: () => import('./components/refunds-page'),
  },
  {
    path: 'admin/reports',
    label: 'admin-money:menu.reports',
    icon: <BarChartOutlined />,
    group: 'reports',
    page: () => import('./components/reports-page'),
  },
]);
