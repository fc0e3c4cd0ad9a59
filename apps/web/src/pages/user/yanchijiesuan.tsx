import { SettlementView } from '../../features/rewards/components/settlement-view';

/** /pages/user/yanchijiesuan (reward settlement): held income items against released, with dates. */
export default function RewardSettlementPage() {
  return <SettlementView />;
}
