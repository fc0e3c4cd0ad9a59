import { RewardPoolView } from '../../features/rewards/components/reward-pool-view';

/** /pages/user/tuanduijiangjinchi: the member's rewards from the team reward pool (issued by admins with a reason). */
export default function TeamRewardPoolPage() {
  return <RewardPoolView pool="team" />;
}
