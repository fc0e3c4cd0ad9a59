import { PageShell } from '../../../components/layout/page-shell';
import { MonthCalendar } from '../../../features/signin/components/month-calendar';

/** /pages/user/signin/log (members): the months of the member's sign-ins. */
export default function UserSigninLogPage() {
  return (
    <PageShell>
      <div style={{ padding: 12 }}>
        <MonthCalendar />
      </div>
    </PageShell>
  );
}
