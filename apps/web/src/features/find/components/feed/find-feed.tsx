import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageShell } from '../../../../components/layout/page-shell';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Icon } from '../../../../components/ui/icon';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { GoButton } from '../../../../components/ui/go-button';
import { Tabs } from '../../../../components/ui/tabs';
import { loginPath } from '../../../../lib/safe-redirect';
import { useUserStore } from '../../../../stores/user-store';
import { findPaths } from '../../find-navigation';
import { FeedList } from './feed-list';
import styles from './find-feed.module.css';

export const FEED_TABS = ['find', 'video', 'follow'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

const isFeedTab = (value: string | null): value is FeedTab => FEED_TABS.includes(value as FeedTab);

/**
 * The discovery feed (/pages/find and /pages/apps/find/list): Discover, Videos and Following tabs
 * (`?tab=`). Following is shown only after login (spec §6); visitors get a login prompt.
 */
export function FindFeed() {
  const { t } = useTranslation('find');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const isLogin = useUserStore((state) => state.isLogin);
  const tab: FeedTab = isFeedTab(params.get('tab')) ? (params.get('tab') as FeedTab) : 'find';
  const here = `${location.pathname}${location.search}`;
  const publish = (
    <Link
      to={isLogin ? findPaths.publish : loginPath(findPaths.publish)}
      className={styles.publish}
      aria-label={t('publish.open')}
    >
      <Icon name="plus" size={24} strokeWidth={2} />
    </Link>
  );
  return (
    <PageShell right={publish}>
      <div className={styles.tabs}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'find' ? {} : { tab: key }, { replace: true })}
        >
          {FEED_TABS.map((key) => (
            <Tabs.Tab key={key} title={t(`tabs.${key}`)} />
          ))}
        </Tabs>
      </div>
      {tab === 'follow' && !isLogin ? (
        <EmptyState
          icon="lock"
          title={t('followGate.title')}
          description={t('followGate.description')}
        >
          <GoButton to={loginPath(here)}>{t('followGate.login')}</GoButton>
        </EmptyState>
      ) : (
        <FeedList
          key={tab}
          type={tab}
          emptyAction={
            tab === 'follow' ? (
              <FollowEmptyAction onBrowse={() => setParams({}, { replace: true })} />
            ) : undefined
          }
        />
      )}
    </PageShell>
  );
}

function FollowEmptyAction({ onBrowse }: { onBrowse: () => void }) {
  const { t } = useTranslation('find');
  return (
    <PrimaryButton variant="outline" onClick={onBrowse}>
      {t('empty.follow.browse')}
    </PrimaryButton>
  );
}
