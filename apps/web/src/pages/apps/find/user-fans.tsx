import { PeoplePage } from '../../../features/find/components/user/people-page';

/** /pages/apps/find/user-fans?id=: a member's fans, pull to refresh. */
export default function AppsFindUserFansPage() {
  return <PeoplePage type="fans" />;
}
