import {
  AlertOutlined,
  CommentOutlined,
  ExclamationCircleOutlined,
  MedicineBoxOutlined,
} from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

const desk = ['service', 'admin'] as const;

/**
 * Members' feedback and expert consultations (the service desk and admins), complaints (admins),
 * and a merchant's read-only complaints against their shop.
 */
export const serviceRequestsFeature = menuFeature('service', [
  {
    path: 'service/feedback',
    label: 'service-requests:menu.feedback',
    icon: <CommentOutlined />,
    roles: desk,
    group: 'service',
    page: () => import('./components/feedback-page'),
  },
  {
    path: 'service/consultations',
    label: 'service-requests:menu.consultations',
    icon: <MedicineBoxOutlined />,
    roles: desk,
    group: 'service',
    page: () => import('./components/consultations-page'),
  },
  {
    path: 'admin/complaints',
    label: 'service-requests:menu.complaints',
    icon: <AlertOutlined />,
    section: 'admin',
    roles: ['admin'],
    // beside members and KYC: the service sub-menu is full (at most five entries)
    group: 'access',
    page: () => import('./components/complaints-page'),
  },
  {
    path: 'merchant/complaints',
    label: 'service-requests:menu.shopComplaints',
    icon: <ExclamationCircleOutlined />,
    section: 'merchant',
    roles: ['merchant'],
    page: () => import('./components/shop-complaints-page'),
  },
]);
