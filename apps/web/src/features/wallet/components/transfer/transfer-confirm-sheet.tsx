import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar';
import { formatPrice } from '../../../../lib/money';
import type { TransferPreview } from '../../api/wallet-queries';
import { ConfirmSheet } from '../confirm-sheet';
import styles from './transfer-confirm-sheet.module.css';

interface TransferConfirmSheetProps {
  preview: TransferPreview | undefined;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation step: who receives (as the server names them) and how much, before money moves. */
export function TransferConfirmSheet({
  preview,
  pending,
  onConfirm,
  onClose,
}: TransferConfirmSheetProps) {
  const { t } = useTranslation('wallet');
  return (
    <ConfirmSheet
      item={preview}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
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
              <strong>{receiver.nickname || receiver.username}</strong>
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
