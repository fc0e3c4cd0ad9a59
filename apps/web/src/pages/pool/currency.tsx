import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/Pool/Currency: arrives with the investment issue; until then a titled, empty page. */
export default function PoolCurrencyPage() {
  return <ComingSoonPage area="investment" />;
}
