import { NoticeTypePage } from '../../../features/chat/components/notices/notice-type-page';

/** /pages/notice/notify/notify: order notifications (shipped, refunds…), paged; read on open. */
export default function NotifyPage() {
  return <NoticeTypePage type="order" />;
}
