import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../ui/safe-html';
import styles from './detail-section.module.css';

/** The goods' rich description, sanitised again on the client (no scripts, handlers or frames). */
export function GoodsContent({ html }: { html: string }) {
  const { t } = useTranslation('catalog');
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('detail.description')}</h2>
      {html.trim() ? (
        <SafeHtml html={html} className={styles.content} />
      ) : (
        <p className={styles.none}>{t('detail.noDescription')}</p>
      )}
    </section>
  );
}
