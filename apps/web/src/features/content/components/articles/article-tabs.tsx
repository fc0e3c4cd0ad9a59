import { useTranslation } from 'react-i18next';
import type { ArticleCategory } from '../../api/article-queries';
import styles from './article-tabs.module.css';
import { TabStrip } from '../../../../components/ui/tab-strip';
import type { Controlled } from '../../../../components/ui/controlled';

export const ARTICLE_CATEGORIES: ArticleCategory[] = ['news', 'help', 'notice'];

/** News, help and notice tabs of the article list. */
export function ArticleTabs({ value, onChange }: Controlled<ArticleCategory>) {
  const { t } = useTranslation('catalog');
  return (
    <TabStrip
      tabs={ARTICLE_CATEGORIES.map((item) => ({ value: item, label: t(`articles.tabs.${item}`) }))}
      value={value}
      onChange={onChange}
      label={t('articles.categories')}
      classNames={styles}
    />
  );
}
