import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar';
import { Popup } from '../../../../components/ui/popup';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { formatPrice } from '../../../../lib/money';
import type { TransferPreview } from '../../api/wallet-queries';
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
  const { t } = useTranslation(['wallet', 'common']);
  const receiver = preview?.to;
  return (
    <Popup
      visible={preview !== undefined}
      onMaskClick={pending ? undefined : onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {preview && receiver && (
        <div role="dialog" aria-modal="true" aria-labelledby="transfer-confirm-title">
          <h2 id="transfer-confirm-title" className={styles.title}>
            {t('transfer.confirmTitle')}
          </h2>
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
            <strong data-testid="transfer-confirm-amount">{formatPrice(preview.amount)}</strong>
          </div>
          <p className={styles.warning}>{t('transfer.irreversible')}</p>
          <div className={styles.actions}>
            <PrimaryButton variant="outline" onClick={onClose} disabled={pending}>
              {t('common:actions.cancel')}
            </PrimaryButton>
            <PrimaryButton onClick={onConfirm} loading={pending}>
              {t('transfer.confirm')}
            </PrimaryButton>
          </div>
        </div>
      )}
    </Popup>
  );
}
