import { WaterCardsView } from '../../../features/membership/components/water-cards-view';

/** /pages/user/distributor/shuika (members): redeem a water card; distributors buy and copy codes. */
export default function UserDistributorShuikaPage() {
  return <WaterCardsView />;
}
