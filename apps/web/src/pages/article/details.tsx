import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/article/details: arrives with the content issue; until then a titled, empty page. */
export default function ArticleDetailsPage() {
  return <ComingSoonPage area="content" />;
}
