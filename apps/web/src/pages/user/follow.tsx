import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/follow: arrives with the catalog issue; until then a titled, empty page. */
export default function UserFollowPage() {
  return <ComingSoonPage area="catalog" />;
}
