import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PullToRefreshProps } from './pull-to-refresh';

interface RefreshListProps {
  onRefresh: () => Promise<void>;
  children: ReactNode;
}

type PullToRefreshComponent = ComponentType<PullToRefreshProps>;

/**
 * The kit's PullToRefresh brings its gesture and spring libraries (about 22 kB compressed): it loads
 * beside the first list instead of in the page's own code, and the list shows at once meanwhile.
 */
let loaded: PullToRefreshComponent | undefined;
let loading: Promise<PullToRefreshComponent> | undefined;
const loadPullToRefresh = () =>
  (loading ??= import('./pull-to-refresh').then(({ PullToRefresh }) => (loaded = PullToRefresh)));

function usePullToRefresh(): PullToRefreshComponent | undefined {
  const [component, setComponent] = useState(() => loaded);
  useEffect(() => {
    if (component) return;
    let live = true;
    loadPullToRefresh()
      .then((ready) => live && setComponent(() => ready))
      .catch((error: unknown) => console.error(error));
    return () => {
      live = false;
    };
  }, [component]);
  return component;
}

/** Pull-to-refresh with translated texts; spec §9 pull distance is 150 design units (75 px). */
export function RefreshList({ onRefresh, children }: RefreshListProps) {
  const { t } = useTranslation('common');
  const PullToRefresh = usePullToRefresh();
  if (!PullToRefresh) return <div>{children}</div>;
  return (
    <PullToRefresh
      onRefresh={onRefresh}
      threshold={75}
      pullingText={t('refresh.pulling')}
      canReleaseText={t('refresh.release')}
      refreshingText={t('refresh.refreshing')}
      completeText={t('refresh.complete')}
    >
      {children}
    </PullToRefresh>
  );
}
