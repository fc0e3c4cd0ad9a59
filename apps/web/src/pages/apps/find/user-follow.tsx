import { PeoplePage } from '../../../features/find/components/user/people-page';

/** /pages/apps/find/user-follow?id= (members): whom a member follows, pull to refresh. */
export default function AppsFindUserFollowPage() {
  return <PeoplePage type="follow" />;
}
