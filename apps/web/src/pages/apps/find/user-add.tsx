import { PageShell } from '../../../components/layout/page-shell';
import { PublishForm } from '../../../features/find/components/publish/publish-form';

/** /pages/apps/find/user-add (members): publish a post. */
export default function AppsFindUserAddPage() {
  return (
    <PageShell>
      <PublishForm />
    </PageShell>
  );
}
