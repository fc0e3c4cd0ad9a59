import { VideoCameraOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** The shop's live rooms: start one with goods, push URL and stream key, viewers, goods, end. */
export const merchantLiveFeature = menuFeature('merchant', [
  {
    path: 'merchant/live',
    label: 'merchant-live:menu',
    icon: <VideoCameraOutlined />,
    page: () => import('./components/live-page'),
  },
]);
