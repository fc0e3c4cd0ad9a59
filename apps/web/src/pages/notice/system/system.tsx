import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/notice/system/system: arrives with the chat issue; until then a titled, empty page. */
export default function NoticeSystemSystemPage() {
  return <ComingSoonPage area="chat" />;
}
