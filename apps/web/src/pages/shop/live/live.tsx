import { LiveRoomPage } from '../../../features/find/components/live/live-room-page';

/** /pages/shop/live/live?id= (members): the live room, the same as the find live page. */
export default function ShopLiveLivePage() {
  return <LiveRoomPage />;
}
