import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui/empty-state';
import { GoButton } from '../ui/go-button';
import { type IconName } from '../ui/icon';
import { PageShell } from './page-shell';
import { useRouteMeta } from './route-meta';

/** Product areas whose pages arrive in later issues. */
export type FeatureArea =
  | 'home'
  | 'robot'
  | 'investment'
  | 'catalog'
  | 'devices'
  | 'content'
  | 'media'
  | 'chat'
  | 'wallet'
  | 'coupons'
  | 'service'
  | 'growth'
  | 'account'
  | 'orders'
  | 'refunds'
  | 'shops'
  | 'find'
  | 'groups'
  | 'location';

const areaIcons: Record<FeatureArea, IconName> = {
  home: 'home',
  robot: 'robot',
  investment: 'chart',
  catalog: 'search',
  devices: 'cpu',
  content: 'bill',
  media: 'video',
  chat: 'mail',
  wallet: 'wallet',
  coupons: 'coupon',
  service: 'headset',
  growth: 'team',
  account: 'palette',
  orders: 'box',
  refunds: 'refund',
  shops: 'store',
  find: 'compass',
  groups: 'gift',
  location: 'pin',
};

/** A titled page with the nav bar and a clear "coming soon" state; shows no made-up data. */
export function ComingSoonPage({ area }: { area: FeatureArea }) {
  const { t } = useTranslation('common');
  const meta = useRouteMeta();
  return (
    <PageShell>
      <EmptyState
        icon={areaIcons[area]}
        title={t('comingSoon.title')}
        description={t('comingSoon.description', { area: t(`areas.${area}`) })}
      >
        {!meta?.tab && (
          <GoButton variant="outline" to="/" replace>
            {t('actions.home')}
          </GoButton>
        )}
      </EmptyState>
    </PageShell>
  );
}
