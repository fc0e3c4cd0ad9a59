import { ComingSoonPage } from '../components/layout/coming-soon-page';

/** /pages/category: arrives with the robot issue; until then a titled, empty page. */
export default function CategoryPage() {
  return <ComingSoonPage area="robot" />;
}
