import { FindFeed } from '../features/find/components/feed/find-feed';

/** /pages/find (the tab bar variant's Discover tab): the discovery feed. */
export default function FindPage() {
  return <FindFeed />;
}
