import { PageShell } from '../../../components/layout/page-shell';
import { DistributionView } from '../../../features/team/components/distribution-view';

/** /pages/user/distribution/distribution: my promotion centre (commission totals and list). */
export default function UserDistributionDistributionPage() {
  return (
    <PageShell>
      <DistributionView />
    </PageShell>
  );
}
