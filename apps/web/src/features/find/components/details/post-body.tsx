import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import { formatCount } from '../../../../lib/count-format';
import { mediaUrl } from '../../../../lib/media';
import { formatRelativeTime } from '../../../../lib/relative-time';
import { useUserStore } from '../../../../stores/user-store';
import type { FindPost } from '../../api/find-queries';
import { postHref } from '../../find-navigation';
import { useMemberFollow } from '../../hooks/use-member-follow';
import { usePostLike } from '../../hooks/use-post-like';
import { AuthorLine } from '../common/author-line';
import { FollowButton } from '../common/follow-button';
import { GoodsCard } from '../common/goods-card';
import { LikeButton } from '../common/post-stats';
import { FeedMedia } from '../feed/feed-media';
import { PostGallery } from './post-gallery';
import styles from './post-body.module.css';

/** A post in full: author (follow), pictures or video, text, linked goods, and likes / comments / views. */
export function PostBody({ post, onComments }: { post: FindPost; onComments: () => void }) {
  const { t } = useTranslation(['find', 'common']);
  const me = useUserStore((state) => state.id);
  const isLogin = useUserStore((state) => state.isLogin);
  const like = usePostLike();
  const follow = useMemberFollow();
  const isMine = isLogin && me === post.author.user_id;
  return (
    <article className={styles.post}>
      <div className={styles.author}>
        <AuthorLine
          author={post.author}
          note={formatRelativeTime(post.createtime, t)}
          extra={
            isMine ? undefined : (
              <FollowButton
                following={post.is_follow}
                pending={follow.pending === post.author.user_id}
                onClick={() => follow.toggle(post.author.user_id)}
              />
            )
          }
        />
      </div>
      {post.type === 'image' && <PostGallery images={post.images} />}
      {post.type === 'video' && post.video && (
        <video
          className={styles.video}
          src={mediaUrl(post.video.url)}
          poster={mediaUrl(post.video.cover)}
          controls
          playsInline
          preload="metadata"
        />
      )}
      {post.type === 'live' && (
        <Link to={postHref(post, isLogin)} className={styles.live}>
          <FeedMedia post={post} />
        </Link>
      )}
      <p className={styles.text}>{post.content}</p>
      {post.goods.length > 0 && (
        <section className={styles.goods} aria-label={t('details.goods')}>
          <h2 className={styles.heading}>{t('details.goods')}</h2>
          {post.goods.map((goods) => (
            <GoodsCard key={goods.id} goods={goods} />
          ))}
        </section>
      )}
      <div className={styles.stats}>
        <LikeButton post={post} onLike={() => like(post)} styles={styles} size={20}>
          {t('details.likes', { count: post.likes, value: formatCount(post.likes) })}
        </LikeButton>
        <button type="button" className={styles.stat} onClick={onComments}>
          <Icon name="message" size={20} />
          {t('details.comments', { count: post.comments, value: formatCount(post.comments) })}
        </button>
        <span className={`${styles.stat} ${styles.views}`}>
          <Icon name="eye" size={20} />
          {t('details.views', { count: post.views, value: formatCount(post.views) })}
        </span>
      </div>
    </article>
  );
}
