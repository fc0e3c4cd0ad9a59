import { PageShell } from '../../components/layout/page-shell';
import { TeamView } from '../../features/team/components/team-view';

/** /pages/user/team: the member's team (counts, code, inviter, level 1 and 2 members). */
export default function UserTeamPage() {
  return (
    <PageShell>
      <TeamView />
    </PageShell>
  );
}
