import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/Pool/machine: arrives with the investment issue; until then a titled, empty page. */
export default function PoolMachinePage() {
  return <ComingSoonPage area="investment" />;
}
