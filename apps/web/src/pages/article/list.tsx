import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/article/list: arrives with the content issue; until then a titled, empty page. */
export default function ArticleListPage() {
  return <ComingSoonPage area="content" />;
}
