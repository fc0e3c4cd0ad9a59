import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/notice/chat: arrives with the chat issue; until then a titled, empty page. */
export default function NoticeChatPage() {
  return <ComingSoonPage area="chat" />;
}
