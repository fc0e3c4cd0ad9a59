import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { TextComposer } from '../common/text-composer';
import styles from './live-bar.module.css';
import { IconButton } from '../../../../components/ui/icon-button';

/** The contract's longest live chat line. */
export const MAX_LIVE_MESSAGE = 200;

interface LiveBarProps {
  goodsCount: number;
  onGoods: () => void;
  onSend: (text: string) => Promise<boolean>;
  onLike: () => void;
}

/** Bottom bar of the room: goods drawer, chat box, and the like heart. */
export function LiveBar({ goodsCount, onGoods, onSend, onLike }: LiveBarProps) {
  const { t } = useTranslation('find');
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.round}
        onClick={onGoods}
        aria-label={t('live.goodsButton', { count: goodsCount })}
      >
        <Icon name="box" size={22} />
        {goodsCount > 0 && <span className={styles.badge}>{goodsCount}</span>}
      </button>
      <div className={styles.composer}>
        <TextComposer
          tone="dark"
          label={t('live.composerLabel')}
          placeholder={t('live.composerPlaceholder')}
          maxLength={MAX_LIVE_MESSAGE}
          onSend={onSend}
        />
      </div>
      <IconButton
        icon="heart"
        size={24}
        className={`${styles.round} ${styles.like}`}
        onClick={onLike}
        label={t('live.like')}
      />
    </div>
  );
}
