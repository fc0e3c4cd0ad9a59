import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { formatCount } from '../../../../lib/count-format';
import { mediaUrl } from '../../../../lib/media';
import { findQueries } from '../../api/find-queries';
import { findPaths } from '../../find-navigation';
import { GoodsCard } from '../common/goods-card';
import { DiscoverButton, RecordView } from '../common/record-view';
import styles from './end-summary.module.css';

/** /pages/page/end_live: the ended room's shop, likes, views and goods. */
export function EndSummary({ roomId }: { roomId: number }) {
  const { t } = useTranslation('find');
  const navigate = useNavigate();
  const query = useQuery(findQueries.liveSummary(roomId));
  return (
    <RecordView query={query} icon="video">
      {(room) => (
        <div className={styles.page}>
          <div
            className={styles.hero}
            style={room.cover ? { backgroundImage: `url("${mediaUrl(room.cover)}")` } : undefined}
          >
            <div className={styles.shade}>
              <Avatar src={room.shop.avatar} alt="" size={64} />
              <h2 className={styles.shop}>{room.shop.shopname}</h2>
              <p className={styles.ended}>
                {room.status === 'ended' ? t('end.ended') : t('end.paused')}
              </p>
              <ul className={styles.stats}>
                <li>
                  <strong>{formatCount(room.likes)}</strong>
                  <span>{t('end.likes')}</span>
                </li>
                <li>
                  <strong>{formatCount(room.views)}</strong>
                  <span>{t('end.views')}</span>
                </li>
                <li>
                  <strong>{formatCount(room.goods.length)}</strong>
                  <span>{t('end.goods')}</span>
                </li>
              </ul>
            </div>
          </div>
          {room.goods.length > 0 && (
            <section className={styles.goods} aria-label={t('end.goodsTitle')}>
              <h3>{t('end.goodsTitle')}</h3>
              {room.goods.map((goods) => (
                <GoodsCard key={goods.id} goods={goods} />
              ))}
            </section>
          )}
          <div className={styles.actions}>
            {room.status === 'live' && (
              <PrimaryButton
                onClick={() => void navigate(findPaths.live(room.id), { replace: true })}
              >
                {t('end.watch')}
              </PrimaryButton>
            )}
            <PrimaryButton
              variant={room.status === 'live' ? 'outline' : 'solid'}
              onClick={() => void navigate(findPaths.shop(room.shop.id))}
            >
              {t('end.visitShop')}
            </PrimaryButton>
            <DiscoverButton>{t('end.discover')}</DiscoverButton>
          </div>
        </div>
      )}
    </RecordView>
  );
}
