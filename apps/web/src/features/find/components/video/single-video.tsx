import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../../../lib/media';
import { formatRelativeTime } from '../../../../lib/relative-time';
import { findQueries } from '../../api/find-queries';
import { findPaths } from '../../find-navigation';
import { AuthorLine } from '../common/author-line';
import { GoodsCard } from '../common/goods-card';
import { GoneState, RecordView } from '../common/record-view';
import styles from './single-video.module.css';

/** /pages/CVideo: one video with the browser's controls, its author, text and goods. */
export function SingleVideo({ id }: { id: number }) {
  const { t } = useTranslation(['find', 'common']);
  const query = useQuery(findQueries.post(id));
  return (
    <RecordView query={query} icon="video">
      {(post) =>
        post.video ? (
          <article className={styles.page}>
            <video
              className={styles.video}
              src={mediaUrl(post.video.url)}
              poster={mediaUrl(post.video.cover) || undefined}
              controls
              playsInline
              autoPlay
              muted
            />
            <div className={styles.body}>
              <AuthorLine author={post.author} note={formatRelativeTime(post.createtime, t)} />
              {post.content && <p className={styles.text}>{post.content}</p>}
              {post.goods.map((goods) => (
                <GoodsCard key={goods.id} goods={goods} />
              ))}
              <Link to={findPaths.details(post.id, true)} className={styles.comments}>
                {t('details.comments', { count: post.comments, value: post.comments })}
              </Link>
            </div>
          </article>
        ) : (
          <GoneState icon="video" title={t('player.noVideo')} />
        )
      }
    </RecordView>
  );
}
