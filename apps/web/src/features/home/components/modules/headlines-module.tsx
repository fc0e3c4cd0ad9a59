import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import type { Headline } from '../../home-modules';
import styles from './modules.module.css';
import { PAGES, paths } from '../../../../lib/paths';

/** News headlines turning every 3 s (still with reduced motion); a tap opens the article. */
export function HeadlinesModule({ title, headlines }: { title: string; headlines: Headline[] }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const reduced =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (headlines.length < 2 || reduced) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % headlines.length), 3000);
    return () => clearInterval(timer);
  }, [headlines.length]);
  const current = headlines[index % headlines.length];
  if (!current) return null;
  return (
    <div className={styles.headlines}>
      <span className={styles.headlinesLabel}>{title || t('home.headlines')}</span>
      <Link key={current.id} to={paths.article(current)} className={styles.headline}>
        {current.title}
      </Link>
      <Link
        to={`${PAGES.articleList}?category=news`}
        className={styles.more}
        aria-label={t('home.moreNews')}
      >
        <Icon name="right" size={16} />
      </Link>
    </div>
  );
}
