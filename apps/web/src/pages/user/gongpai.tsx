import { QueueView } from '../../features/queue/components/queue-view';

/** /pages/user/gongpai (public queue): my places, sold-out goods to queue for, my allocations. */
export default function UserGongpaiPage() {
  return <QueueView />;
}
