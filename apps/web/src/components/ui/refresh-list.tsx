import { PullToRefresh } from './pull-to-refresh';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RefreshListProps {
  onRefresh: () => Promise<void>;
  children: ReactNode;
}

/** Pull-to-refresh with translated texts; spec §9 pull distance is 150 design units (75 px). */
export function RefreshList({ onRefresh, children }: RefreshListProps) {
  const { t } = useTranslation('common');
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
