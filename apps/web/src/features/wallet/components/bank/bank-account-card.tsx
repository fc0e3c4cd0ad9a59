import type { BankAccount } from '@cloudmall/contract/wallet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import { bankTail, bankTitle } from '../../bank-label';
import styles from './bank-account-card.module.css';
import { PAGES } from '../../../../lib/paths';
import { IconButton } from '../../../../components/ui/icon-button';

interface BankAccountCardProps {
  bank: BankAccount;
  onDelete?: () => void;
  /** The card opens the account's details (off on the details page itself). */
  linked?: boolean;
}

/** A payout account drawn as a card: bank cards blue, USDT addresses green; opens its details. */
export function BankAccountCard({ bank, onDelete, linked = true }: BankAccountCardProps) {
  const { t } = useTranslation('wallet');
  const isUsdt = bank.type === 'usdt';
  const face = (
    <>
      <span className={styles.top}>
        <span className={styles.badge}>
          <Icon name={isUsdt ? 'coins' : 'bank'} size={20} />
        </span>
        <span className={styles.names}>
          <strong className={styles.name}>{bankTitle(bank)}</strong>
          <span>{t(isUsdt ? 'bank.types.usdt' : 'bank.types.bank')}</span>
        </span>
      </span>
      <span className={styles.number}>{bankTail(bank.account)}</span>
      <span className={styles.holder}>{bank.holder}</span>
    </>
  );
  return (
    <li className={`${styles.card} ${isUsdt ? styles.usdt : styles.bank}`}>
      {linked ? (
        <Link to={`${PAGES.bankDetails}?id=${bank.id}`} className={styles.link}>
          {face}
        </Link>
      ) : (
        <div className={styles.link}>{face}</div>
      )}
      {onDelete && (
        <IconButton
          icon="trash"
          size={18}
          className={styles.delete}
          onClick={onDelete}
          label={t('bank.deleteNamed', { name: bankTitle(bank) })}
        />
      )}
    </li>
  );
}
