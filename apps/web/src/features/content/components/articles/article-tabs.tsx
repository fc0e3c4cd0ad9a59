import { useTranslation } from 'react-i18next';
import type { ArticleCategory } from '../../api/article-queries';
import styles from './article-tabs.module.css';

export const ARTICLE_CATEGORIES: ArticleCategory[] = ['news', 'help', 'notice'];

/** News, help and notice tabs of the article list. */
export function ArticleTabs({
  category,
  onChange,
}: {
  category: ArticleCategory;
  onChange: (category: ArticleCategory) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('articles.categories')}>
      {ARTICLE_CATEGORIES.map((item) => (
        <button
          key={item}
          type="button"
          role="tab"
          aria-selected={category === item}
          className={category === item ? styles.on : styles.tab}
          onClick={() => onChange(item)}
        >
          {t(`articles.tabs.${item}`)}
        </button>
      ))}
    </div>
  );
}
