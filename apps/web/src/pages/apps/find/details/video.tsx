import { VideoFeedScreen } from '../../../../features/find/components/video/video-feed-screen';

/** /pages/apps/find/details/video?id=: the find video page, the vertical player starting at that video. */
export default function AppsFindDetailsVideoPage() {
  return <VideoFeedScreen />;
}
