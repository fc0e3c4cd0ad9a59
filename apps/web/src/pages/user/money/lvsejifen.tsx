import { AccountPage } from '../../../features/wallet/components/bills/account-page';

/** /pages/user/money/lvsejifen: green points, how they are earned, and their entries. */
export default function GreenPointsPage() {
  return (
    <AccountPage account="green_points" icon="leaf" descriptionKey="greenPoints.description" />
  );
}
