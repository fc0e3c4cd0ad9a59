import { LiveRoomPage } from '../../../../features/find/components/live/live-room-page';

/** /pages/apps/find/details/live?id= (members): the live room. */
export default function AppsFindDetailsLivePage() {
  return <LiveRoomPage />;
}
