import {
  FileTextOutlined,
  NotificationOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** Platform admin: the adverts and articles the member app shows. */
export const contentAdminFeature: ConsoleFeature = {
  routes: [
    {
      path: 'admin/content/adverts',
      roles: ['admin'],
      page: () => import('./components/adverts-page'),
    },
    {
      path: 'admin/content/articles',
      roles: ['admin'],
      page: () => import('./components/articles-page'),
    },
    { path: 'admin/content/help', roles: ['admin'], page: () => import('./components/help-page') },
    {
      path: 'admin/content/notices',
      roles: ['admin'],
      page: () => import('./components/notices-page'),
    },
  ],
  menu: [
    {
      path: 'admin/content/adverts',
      label: 'content-admin:menu.adverts',
      icon: <PictureOutlined />,
      section: 'admin',
      group: 'content',
      roles: ['admin'],
    },
    {
      path: 'admin/content/articles',
      label: 'content-admin:menu.articles',
      icon: <FileTextOutlined />,
      section: 'admin',
      group: 'content',
      roles: ['admin'],
    },
    {
      path: 'admin/content/help',
      label: 'content-admin:menu.help',
      icon: <QuestionCircleOutlined />,
      section: 'admin',
      group: 'service',
      roles: ['admin'],
    },
    {
      path: 'admin/content/notices',
      label: 'content-admin:menu.notices',
      icon: <NotificationOutlined />,
      section: 'admin',
      group: 'content',
      roles: ['admin'],
    },
  ],
};
