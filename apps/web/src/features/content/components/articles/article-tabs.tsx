import { useTranslation } from 'react-i18next';
import type { ArticleCategory } from '../../api/article-queries';
import styles from './article-tabs.module.css';
import { TabStrip } from '../../../../components/ui/tab-strip';

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
    <TabStrip
      tabs={ARTICLE_CATEGORIES.map((item) => ({ value: item, label: t(`articles.tabs.${item}`) }))}
      value={category}
      onChange={onChange}
      label={t('articles.categories')}
      classNames={styles}
    />
  );
}
