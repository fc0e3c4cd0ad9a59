import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/notice/logistics/logistics: arrives with the chat issue; until then a titled, empty page. */
export default function NoticeLogisticsLogisticsPage() {
  return <ComingSoonPage area="chat" />;
}
