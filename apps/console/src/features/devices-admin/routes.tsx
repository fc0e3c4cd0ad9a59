import { BarcodeOutlined, CodeOutlined, LockOutlined, MobileOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** Platform admin: activation-code batches, cloud phones, scripts and plugin freezes. */
export const devicesAdminFeature = menuFeature('admin', [
  {
    path: 'admin/codes',
    label: 'devices:menu.codes',
    icon: <BarcodeOutlined />,
    group: 'devices',
    page: () => import('./components/codes-page'),
  },
  {
    path: 'admin/devices',
    label: 'devices:menu.devices',
    icon: <MobileOutlined />,
    group: 'devices',
    page: () => import('./components/devices-page'),
  },
  {
    path: 'admin/scripts',
    label: 'devices:menu.scripts',
    icon: <CodeOutlined />,
    group: 'devices',
    page: () => import('./components/scripts-page'),
  },
  {
    path: 'admin/freezes',
    label: 'devices:menu.freezes',
    icon: <LockOutlined />,
    group: 'devices',
    page: () => import('./components/freezes-page'),
  },
]);
