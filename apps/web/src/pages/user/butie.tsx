import { RewardPoolView } from '../../features/rewards/components/reward-pool-view';

/** /pages/user/butie: the member's rewards from the subsidies (issued by admins with a reason). */
export default function SubsidyRewardPoolPage() {
  return <RewardPoolView pool="subsidy" />;
}
