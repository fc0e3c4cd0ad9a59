import {
  FileTextOutlined,
  NotificationOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** Platform admin: the adverts and articles the member app shows. */
export const contentAdminFeature = menuFeature('admin', [
  {
    path: 'admin/content/adverts',
    label: 'content-admin:menu.adverts',
    group: 'content',
    icon: <PictureOutlined />,
    page: () => import('./components/adverts-page'),
  },
  {
    path: 'admin/content/articles',
    label: 'content-admin:menu.articles',
    group: 'content',
    icon: <FileTextOutlined />,
    page: () => import('./components/articles-page'),
  },
  {
    path: 'admin/content/help',
    label: 'content-admin:menu.help',
    group: 'service',
    icon: <QuestionCircleOutlined />,
    page: () => import('./components/help-page'),
  },
  {
    path: 'admin/content/notices',
    label: 'content-admin:menu.notices',
    group: 'content',
    icon: <NotificationOutlined />,
    page: () => import('./components/notices-page'),
  },
]);
