import { NoticeTypePage } from '../../../features/chat/components/notices/notice-type-page';

/** /pages/notice/logistics/logistics: delivery updates, paged; read on open. */
export default function NoticeLogisticsPage() {
  return <NoticeTypePage type="logistics" />;
}
