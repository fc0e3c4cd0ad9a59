import { AccountPage } from '../../../features/wallet/components/bills/account-page';

/** /pages/user/money/quanyizhi: equity value, what it is, and its entries. */
export default function EquityValuePage() {
  return <AccountPage account="equity" icon="pie" descriptionKey="equity.description" />;
}
