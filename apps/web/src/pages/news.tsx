import { ComingSoonPage } from '../components/layout/coming-soon-page';

/** /pages/news: arrives with the content issue; until then a titled, empty page. */
export default function NewsPage() {
  return <ComingSoonPage area="content" />;
}
