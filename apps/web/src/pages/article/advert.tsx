import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/article/advert: arrives with the content issue; until then a titled, empty page. */
export default function ArticleAdvertPage() {
  return <ComingSoonPage area="content" />;
}
