import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../../lib/count-format';
import { mediaUrl } from '../../../../lib/media';
import { formatRelativeTime } from '../../../../lib/relative-time';
import styles from './article-row.module.css';
import { paths } from '../../../../lib/paths';

export interface ArticleSummary {
  id: number;
  title: string;
  description: string;
  image: string;
  views: number;
  createtime: number;
}

/** An article in a list: title, summary (two lines), picture, views and age; texts are plain text. */
export function ArticleRow({
  article,
  compact = false,
}: {
  article: ArticleSummary;
  compact?: boolean;
}) {
  const { t } = useTranslation(['catalog', 'common']);
  const image = compact ? '' : mediaUrl(article.image);
  return (
    <li className={styles.item}>
      <Link to={paths.article(article)} className={styles.row}>
        <span className={styles.main}>
          <span className={styles.title}>{article.title}</span>
          {!compact && article.description && (
            <span className={styles.description}>{article.description}</span>
          )}
          <span className={styles.meta}>
            <span>{formatRelativeTime(article.createtime, t)}</span>
            <span>
              {t('catalog:articles.views', {
                count: article.views,
                value: formatCount(article.views),
              })}
            </span>
          </span>
        </span>
        {image && <img src={image} alt="" loading="lazy" className={styles.image} />}
      </Link>
    </li>
  );
}
