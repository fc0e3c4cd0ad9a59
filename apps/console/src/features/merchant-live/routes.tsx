import { VideoCameraOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** The shop's live rooms: start one with goods, push URL and stream key, viewers, goods, end. */
export const merchantLiveFeature: ConsoleFeature = {
  routes: [
    {
      path: 'merchant/live',
      roles: ['merchant'],
      page: () => import('./components/live-page'),
    },
  ],
  menu: [
    {
      path: 'merchant/live',
      label: 'merchant-live:menu',
      icon: <VideoCameraOutlined />,
      section: 'merchant',
      roles: ['merchant'],
    },
  ],
};
