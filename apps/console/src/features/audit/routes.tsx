import { AuditOutlined } from '@ant-design/icons';
import { adminPageFeature } from '../../lib/feature';

/** Platform admin: the audit log of every action on money, identity, access and content. */
export const auditFeature = adminPageFeature('reports', {
  path: 'admin/audit',
  label: 'audit:menu',
  icon: <AuditOutlined />,
  page: () => import('./components/audit-page'),
});
