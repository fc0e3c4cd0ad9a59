import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/notice/notify/notify: arrives with the chat issue; until then a titled, empty page. */
export default function NoticeNotifyNotifyPage() {
  return <ComingSoonPage area="chat" />;
}
