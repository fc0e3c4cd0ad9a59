import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { mediaUrl } from '../../../../lib/media';
import type { FindPost } from '../../api/find-queries';
import { authorView } from '../../find-navigation';
import { CountMark } from '../common/post-stats';
import { VideoMark } from '../feed/feed-media';
import styles from './video-grid.module.css';

interface VideoGridProps {
  posts: FindPost[];
  /** Where a tile opens. */
  hrefOf: (post: FindPost) => string;
  /** Extra control on a tile (delete on My videos). */
  action?: (post: FindPost) => ReactNode;
}

/** Video posts as a two-column grid of portrait covers with a play mark, text, author and likes. */
export function VideoGrid({ posts, hrefOf, action }: VideoGridProps) {
  const { t } = useTranslation('find');
  return (
    <ul className={styles.grid}>
      {posts.map((post) => {
        const author = authorView(post.author);
        const cover = post.video?.cover ?? post.images[0];
        return (
          <li key={post.id} className={styles.tile}>
            <Link to={hrefOf(post)} className={styles.link}>
              <span className={styles.cover}>
                {cover && <img src={mediaUrl(cover)} alt="" loading="lazy" />}
                <VideoMark />
              </span>
              <span className={styles.text}>{post.content || t('post.video')}</span>
              <span className={styles.meta}>
                <Avatar src={author.avatar} alt="" size={18} />
                <span className={styles.name}>{author.name}</span>
                <CountMark
                  icon="heart"
                  size={13}
                  count={post.likes}
                  label={t('post.likeCount', { count: post.likes })}
                  className={styles.likes}
                />
              </span>
            </Link>
            {action?.(post)}
          </li>
        );
      })}
    </ul>
  );
}
