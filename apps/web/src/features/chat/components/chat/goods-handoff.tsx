import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../../components/ui/close-button';
import type { ChatGoods } from '../../goods-param';
import { GoodsCard } from './goods-card';
import styles from './goods-handoff.module.css';

interface GoodsHandoffProps {
  goods: ChatGoods;
  sending: boolean;
  onSend: () => void;
  onDismiss: () => void;
}

/** The product the member came from, pinned above the conversation with "Send this item". */
export function GoodsHandoff({ goods, sending, onSend, onDismiss }: GoodsHandoffProps) {
  const { t } = useTranslation('chat');
  return (
    <section className={styles.handoff} aria-label={t('goods.handoffLabel')}>
      <GoodsCard goods={goods}>
        <div className={styles.actions}>
          <CloseButton
            size={16}
            className={styles.dismiss}
            onClick={onDismiss}
            label={t('goods.dismiss')}
          />
          <button type="button" className={styles.send} onClick={onSend} disabled={sending}>
            {t('goods.send')}
          </button>
        </div>
      </GoodsCard>
    </section>
  );
}
