import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/setting/kyc: arrives with the wallet issue; until then a titled, empty page. */
export default function UserSettingKycPage() {
  return <ComingSoonPage area="wallet" />;
}
