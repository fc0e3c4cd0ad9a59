import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/product/comment: arrives with the catalog issue; until then a titled, empty page. */
export default function ProductCommentPage() {
  return <ComingSoonPage area="catalog" />;
}
