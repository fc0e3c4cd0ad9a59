import { VideoFeedScreen } from '../features/find/components/video/video-feed-screen';

/** /pages/hVideo?id=: full-screen vertical videos, swipe up and down between them. */
export default function HVideoPage() {
  return <VideoFeedScreen />;
}
