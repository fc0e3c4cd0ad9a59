import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { CoinView } from '../../features/pool/components/coin-view';

/** /pages/Pool/Currency[?coin_id=]: a coin's price over 3, 7 or 30 days (spec §9). */
export default function PoolCurrencyPage() {
  const [params] = useSearchParams();
  const coinId = Number(params.get('coin_id'));
  return (
    <PageShell>
      <CoinView coinId={Number.isInteger(coinId) && coinId > 0 ? coinId : undefined} />
    </PageShell>
  );
}
