import { PageShell } from '../../../components/layout/page-shell';
import { RankView } from '../../../features/signin/components/rank-view';

/** /pages/user/signin/rank (members): top members by sign-in streak or points this month. */
export default function UserSigninRankPage() {
  return (
    <PageShell>
      <RankView />
    </PageShell>
  );
}
