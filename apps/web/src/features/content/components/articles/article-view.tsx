import type { RouteOutput } from '@cloudmall/contract';
import type { catalogRoutes } from '@cloudmall/contract/catalog';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../../components/ui/safe-html';
import { formatCount } from '../../../../lib/count-format';
import { formatDate } from '../../../../lib/time';
import styles from './article-view.module.css';

type Article = RouteOutput<typeof catalogRoutes.article>;

/** One article: title, date and views, then its content as sanitised rich text. */
export function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation('catalog');
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.meta}>
        <time>{formatDate(article.createtime)}</time>
        <span>
          {t('articles.views', { count: article.views, value: formatCount(article.views) })}
        </span>
      </p>
      <SafeHtml html={article.content || article.description} />
    </article>
  );
}
