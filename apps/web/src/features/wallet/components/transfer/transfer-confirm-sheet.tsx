import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar';
import { formatPrice } from '../../../../lib/money';
import type { TransferPreview } from '../../api/wallet-queries';
import { ConfirmSheet, type ConfirmActions } from '../confirm-sheet';
import styles from './transfer-confirm-sheet.module.css';

/** The confirmation step: who receives (as the server names them) and how much, before money moves. */
export function TransferConfirmSheet({
  preview,
  ...actions
}: { preview: TransferPreview | undefined } & ConfirmActions) {
  const { t } = useTranslation('wallet');
  return (
    <ConfirmSheet
      item={preview}
      {...actions}
      title={t('transfer.confirmTitle')}
      titleId="transfer-confirm-title"
      confirmLabel={t('transfer.confirm')}
      styles={styles}
    >
      {({ to: receiver, amount }) => (
        <>
          <div className={styles.receiver}>
            <Avatar src={receiver.avatar} alt={receiver.nickname || receiver.username} size={56} />
            <div className={styles.names}>
              <strong className={styles.name}>{receiver.nickname || receiver.username}</strong>
              <span>
                {t('transfer.receiverMeta', { username: receiver.username, id: receiver.id })}
              </span>
            </div>
          </div>
          <div className={styles.amountBox}>
            <span>{t('transfer.amount')}</span>
            <strong data-testid="transfer-confirm-amount">{formatPrice(amount)}</strong>
          </div>
          <p className={styles.warning}>{t('transfer.irreversible')}</p>
        </>
      )}
    </ConfirmSheet>
  );
}
