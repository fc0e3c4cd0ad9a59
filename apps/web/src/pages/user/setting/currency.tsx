import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/setting/currency: arrives with the wallet issue; until then a titled, empty page. */
export default function UserSettingCurrencyPage() {
  return <ComingSoonPage area="wallet" />;
}
