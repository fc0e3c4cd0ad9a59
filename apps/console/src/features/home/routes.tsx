import { HomeOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** The start page of every console user: their roles and a way into each of their sections. */
export const homeFeature: ConsoleFeature = {
  routes: [{ path: '', roles: [], page: () => import('./components/home-page') }],
  menu: [{ path: '', label: 'home:menu', icon: <HomeOutlined />, roles: [] }],
};
