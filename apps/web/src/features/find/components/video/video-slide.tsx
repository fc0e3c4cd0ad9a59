import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import { formatCount } from '../../../../lib/count-format';
import { mediaUrl } from '../../../../lib/media';
import type { FindPost } from '../../api/find-queries';
import { findPaths } from '../../find-navigation';
import { usePostLike } from '../../hooks/use-post-like';
import { AuthorLine } from '../common/author-line';
import { GoodsCard } from '../common/goods-card';
import { LikeButton } from '../common/post-stats';
import { PlayBadge } from '../feed/feed-media';
import styles from './video-slide.module.css';

interface VideoSlideProps {
  post: FindPost;
  active: boolean;
  muted: boolean;
  paused: boolean;
  onTap: () => void;
  /** Autoplay was refused (sound, power saving): the slide shows as paused. */
  onBlocked: () => void;
}

/** One full-screen video: plays while current (muted autoplay), tap to pause, with author, text, goods, likes and comments. */
export function VideoSlide({ post, active, muted, paused, onTap, onBlocked }: VideoSlideProps) {
  const { t } = useTranslation('find');
  const video = useRef<HTMLVideoElement>(null);
  const like = usePostLike();

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = muted;
    if (active && !paused) element.play()?.catch(() => onBlocked());
    else element.pause();
  }, [active, paused, muted, onBlocked]);

  const cover = mediaUrl(post.video?.cover);
  const goods = post.goods[0];
  return (
    <section
      className={styles.slide}
      aria-roledescription={t('player.slide')}
      aria-label={post.content || t('post.video')}
      inert={!active}
    >
      {post.video ? (
        <video
          ref={video}
          className={styles.video}
          src={mediaUrl(post.video.url)}
          poster={cover || undefined}
          loop
          playsInline
          muted
          preload={active ? 'auto' : 'metadata'}
          onClick={onTap}
        />
      ) : (
        cover && <img className={styles.video} src={cover} alt="" />
      )}
      {active && paused && (
        <button
          type="button"
          className={styles.resume}
          onClick={onTap}
          aria-label={t('player.play')}
        >
          <PlayBadge size={68} />
        </button>
      )}
      <div className={styles.rail}>
        <LikeButton
          post={post}
          onLike={() => like(post)}
          styles={{ stat: styles.action, liked: styles.liked }}
          size={32}
          strokeWidth={1.6}
        />
        <Link
          to={findPaths.details(post.id, true)}
          className={styles.action}
          aria-label={t('post.commentCount', { count: post.comments })}
        >
          <Icon name="message" size={30} strokeWidth={1.6} />
          <span>{formatCount(post.comments)}</span>
        </Link>
      </div>
      <div className={styles.info}>
        <AuthorLine author={post.author} tone="dark" size={34} />
        {post.content && <p className={styles.text}>{post.content}</p>}
        {goods && (
          <div className={styles.goods}>
            <GoodsCard goods={goods} tone="dark" />
          </div>
        )}
      </div>
    </section>
  );
}
