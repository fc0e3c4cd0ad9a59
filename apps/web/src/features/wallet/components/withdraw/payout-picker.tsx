import type { BankAccount } from '@cloudmall/contract/wallet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import { bankTail, bankTitle } from '../../bank-label';
import styles from './payout-picker.module.css';
import { PAGES } from '../../../../lib/paths';
import { RadioButton } from '../../../../components/ui/radio-button';

const ADD_PATH = PAGES.bankAdd;

interface PayoutPickerProps {
  banks: BankAccount[];
  value: number | undefined;
  onChange: (id: number) => void;
  error?: string;
}

/** Choose the bank card or USDT address that receives the withdrawal, or add one. */
export function PayoutPicker({ banks, value, onChange, error }: PayoutPickerProps) {
  const { t } = useTranslation('wallet');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('withdraw.payoutTo')}</legend>
      {banks.length === 0 && (
        <Link to={ADD_PATH} className={styles.empty}>
          <Icon name="plus" size={22} />
          <span>
            <strong>{t('withdraw.noPayout')}</strong>
            <span>{t('withdraw.noPayoutHint')}</span>
          </span>
        </Link>
      )}
      <div role="radiogroup" aria-label={t('withdraw.payoutTo')} className={styles.options}>
        {banks.map((bank) => (
          <RadioButton
            key={bank.id}
            checked={bank.id === value}
            className={styles.option}
            checkedClassName={styles.checked}
            onClick={() => onChange(bank.id)}
          >
            <Icon
              name={bank.type === 'usdt' ? 'coins' : 'bank'}
              size={20}
              className={styles.icon}
            />
            <span className={styles.text}>
              <strong>{bankTitle(bank)}</strong>
              <span>
                {bank.holder} · {bankTail(bank.account)}
              </span>
            </span>
            <span className={styles.radio} aria-hidden="true" />
          </RadioButton>
        ))}
      </div>
      {banks.length > 0 && (
        <Link to={ADD_PATH} className={styles.addMore}>
          + {t('withdraw.addPayout')}
        </Link>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
