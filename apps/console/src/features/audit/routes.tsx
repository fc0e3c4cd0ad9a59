import { AuditOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** Platform admin: the audit log of every action on money, identity, access and content. */
export const auditFeature = menuFeature('admin', [
  {
    path: 'admin/audit',
    label: 'audit:menu',
    group: 'reports',
    icon: <AuditOutlined />,
    page: () => import('./components/audit-page'),
  },
]);
