import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/page/index: arrives with the content issue; until then a titled, empty page. */
export default function PageIndexPage() {
  return <ComingSoonPage area="content" />;
}
