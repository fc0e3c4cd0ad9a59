import { BarcodeOutlined, CodeOutlined, LockOutlined, MobileOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

const admin = ['admin'] as const;

/** Platform admin: activation-code batches, cloud phones, scripts and plugin freezes. */
export const devicesAdminFeature: ConsoleFeature = {
  routes: [
    { path: 'admin/codes', roles: admin, page: () => import('./components/codes-page') },
    { path: 'admin/devices', roles: admin, page: () => import('./components/devices-page') },
    { path: 'admin/scripts', roles: admin, page: () => import('./components/scripts-page') },
    { path: 'admin/freezes', roles: admin, page: () => import('./components/freezes-page') },
  ],
  menu: [
    { path: 'admin/codes', label: 'devices:menu.codes', icon: <BarcodeOutlined /> },
    { path: 'admin/devices', label: 'devices:menu.devices', icon: <MobileOutlined /> },
    { path: 'admin/scripts', label: 'devices:menu.scripts', icon: <CodeOutlined /> },
    { path: 'admin/freezes', label: 'devices:menu.freezes', icon: <LockOutlined /> },
  ].map((entry) => ({
    ...entry,
    section: 'admin' as const,
    group: 'devices' as const,
    roles: admin,
  })),
};
