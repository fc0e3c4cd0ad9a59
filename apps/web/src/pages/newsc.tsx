import { ComingSoonPage } from '../components/layout/coming-soon-page';

/** /pages/newsc: arrives with the content issue; until then a titled, empty page. */
export default function NewscPage() {
  return <ComingSoonPage area="content" />;
}
