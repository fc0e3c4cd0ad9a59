import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { CURRENCY_SIGN, formatPrice } from '../../../lib/money';
import styles from './currency.module.css';

/** /pages/user/setting/currency: the app's one display currency, the yen sign, and what it means. */
export default function CurrencyPage() {
  const { t } = useTranslation('settings');
  return (
    <PageShell>
      <section className={styles.hero}>
        <span className={styles.sign} aria-hidden="true">
          {CURRENCY_SIGN}
        </span>
        <h2 className={styles.title}>{t('currency.title')}</h2>
        <p className={styles.example}>
          {t('currency.example', { example: formatPrice('1288.5') })}
        </p>
      </section>
      <Card>
        <ul className={styles.points}>
          <li>{t('currency.points.sign')}</li>
          <li>{t('currency.points.decimals')}</li>
          <li>{t('currency.points.usdt')}</li>
          <li>{t('currency.points.single')}</li>
        </ul>
      </Card>
    </PageShell>
  );
}
