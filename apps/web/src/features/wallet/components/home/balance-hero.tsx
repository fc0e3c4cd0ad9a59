import type { WalletSummary } from '@cloudmall/contract/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeToggle } from '../../../../components/ui/eye-toggle';
import { formatPrice } from '../../../../lib/money';
import styles from './balance-hero.module.css';

const HIDDEN = '****';

/** The orange head of the wallet: available balance (can be hidden), held income and withdrawal hold. */
export function BalanceHero({ summary }: { summary: WalletSummary | undefined }) {
  const { t } = useTranslation('wallet');
  const [hidden, setHidden] = useState(false);
  const show = (value: string | undefined) =>
    hidden ? HIDDEN : value === undefined ? '--' : formatPrice(value);
  return (
    <section className={styles.hero}>
      <div className={styles.labelRow}>
        <span>{t('home.available')}</span>
        <EyeToggle
          value={hidden}
          onChange={setHidden}
          hides
          className={styles.eye}
          label={t('home.hideAmounts')}
          size={18}
        />
      </div>
      <strong className={styles.balance} data-testid="wallet-balance">
        {show(summary?.balance)}
      </strong>
      <dl className={styles.minor}>
        <div>
          <dt>{t('accounts.held_income')}</dt>
          <dd>{show(summary?.held_income)}</dd>
        </div>
        <div>
          <dt>{t('accounts.withdrawal_hold')}</dt>
          <dd>{show(summary?.withdrawal_hold)}</dd>
        </div>
      </dl>
    </section>
  );
}
