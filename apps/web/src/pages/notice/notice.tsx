import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/notice/notice: arrives with the chat issue; until then a titled, empty page. */
export default function NoticeNoticePage() {
  return <ComingSoonPage area="chat" />;
}
