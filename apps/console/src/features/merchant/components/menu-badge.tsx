import { merchantDeskRoutes } from '@cloudmall/contract/merchant';
import { Badge } from 'antd';
import { useConsoleQuery } from '../../../lib/query';
import { useMerchantLive } from '../api/use-merchant-live';

/** Polls only when the push socket is down. */
const FALLBACK_POLL_MS = 20_000;

/** A live count beside a merchant menu entry (orders to ship, refund requests waiting). */
export function MenuBadge({ of }: { of: 'to_ship' | 'open_refunds' }) {
  const live = useMerchantLive();
  const badges = useConsoleQuery(
    merchantDeskRoutes.badges,
    {},
    { refetchIntervalMs: live ? undefined : FALLBACK_POLL_MS },
  );
  const count = badges.data?.[of] ?? 0;
  return <Badge count={count} size="small" offset={[6, -2]} data-testid={`badge-${of}`} />;
}
