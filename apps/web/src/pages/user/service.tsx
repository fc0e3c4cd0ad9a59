import { PageShell } from '../../components/layout/page-shell';
import { ServiceView } from '../../features/chat/components/service/service-view';

/** /pages/user/service (AI customer service): the assistant answers from help articles; agents reply live. */
export default function ServicePage() {
  return (
    <PageShell>
      <ServiceView />
    </PageShell>
  );
}
