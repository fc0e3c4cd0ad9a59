import { RewardPoolView } from '../../features/rewards/components/reward-pool-view';

/** /pages/user/guanggaojiangjinchi: the member's rewards from the ad reward pool (issued by admins with a reason). */
export default function AdRewardPoolPage() {
  return <RewardPoolView pool="ad" />;
}
