import { AuditOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** Platform admin: the audit log of every action on money, identity, access and content. */
export const auditFeature: ConsoleFeature = {
  routes: [
    { path: 'admin/audit', roles: ['admin'], page: () => import('./components/audit-page') },
  ],
  menu: [
    {
      path: 'admin/audit',
      label: 'audit:menu',
      icon: <AuditOutlined />,
      section: 'admin',
      group: 'reports',
      roles: ['admin'],
    },
  ],
};
