import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/myvideo: arrives with the media issue; until then a titled, empty page. */
export default function UserMyvideoPage() {
  return <ComingSoonPage area="media" />;
}
