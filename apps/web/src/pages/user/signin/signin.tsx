import { PageShell } from '../../../components/layout/page-shell';
import { SigninView } from '../../../features/signin/components/signin-view';

/** /pages/user/signin/signin (members): the daily sign-in with its 6-day strip, month and rank link. */
export default function UserSigninSigninPage() {
  return (
    <PageShell>
      <SigninView />
    </PageShell>
  );
}
