import { FindFeed } from '../../../features/find/components/feed/find-feed';

/** /pages/apps/find/list: the discovery feed (Discover, Videos, Following). */
export default function AppsFindListPage() {
  return <FindFeed />;
}
