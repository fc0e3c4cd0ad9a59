import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageShell } from '../../../../components/layout/page-shell';
import { useGoBack } from '../../../../components/layout/use-go-back';
import { LoadFailedView } from '../../../../components/layout/load-failed-view';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '@cloudmall/client';
import { findPaths } from '../../find-navigation';
import { useVideoFeed } from '../../hooks/use-video-feed';
import { queryId } from '../../../../lib/query-id';
import { VerticalPlayer } from './vertical-player';
import styles from './video-feed-screen.module.css';
import { PAGES } from '../../../../lib/paths';

/** /pages/hVideo and the find video page: the vertical player over the video feed, from `?id=` when given. */
export function VideoFeedScreen() {
  const { t } = useTranslation('find');
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  const feed = useVideoFeed(id);
  const goBack = useGoBack(PAGES.video);

  if (feed.notVideo && id) return <Navigate to={findPaths.details(id)} replace />;
  let body;
  if (feed.status === 'pending') {
    body = (
      <div className={styles.center} role="status" aria-label={t('player.loading')}>
        <Spinner size={36} color="#fff" />
      </div>
    );
  } else if (feed.status === 'error') {
    body = (
      <LoadFailedView
        message={feed.error instanceof ApiError ? feed.error.text : undefined}
        onRetry={feed.retry}
      />
    );
  } else if (feed.items.length === 0) {
    body = (
      <EmptyState
        icon="video"
        title={t('empty.video.title')}
        description={t('empty.video.description')}
      />
    );
  } else {
    return (
      <PageShell navBar={false}>
        <VerticalPlayer feed={feed} onBack={goBack} />
      </PageShell>
    );
  }
  return <PageShell>{body}</PageShell>;
}
