import { FileTextOutlined, PictureOutlined } from '@ant-design/icons';
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
  ],
  menu: [
    {
      path: 'admin/content/adverts',
      label: 'content-admin:menu.adverts',
      icon: <PictureOutlined />,
      section: 'admin',
      roles: ['admin'],
    },
    {
      path: 'admin/content/articles',
      label: 'content-admin:menu.articles',
      icon: <FileTextOutlined />,
      section: 'admin',
      roles: ['admin'],
    },
  ],
};
