import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { Avatar } from '../../../components/ui/avatar';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { copyWithToast } from '../../../lib/copy-with-toast';
import { useUserStore } from '../../../stores/user-store';
import { teamQueries } from '../api/team-queries';
import { inviteLink } from '../links';
import { QrImage } from './qr-image';
import styles from './team.module.css';

/** /pages/user/qrcode/share: a poster (face, slogan, QR, code) and the invitation link to copy or share. */
export function SharePoster() {
  const { t } = useTranslation('team');
  const user = useUserStore();
  const query = useQuery(teamQueries.overview());
  if (query.isPending) return <PageLoadingView />;
  if (query.isError) return <QueryFailedView query={query} />;
  const link = inviteLink(query.data.invite_code, query.data.user_id);
  const copy = () =>
    copyWithToast(link, (outcome) => t(outcome === 'copied' ? 'code.copied' : 'code.copyFailed'));
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <>
      <section className={styles.poster} data-testid="share-poster">
        <div className={styles.posterHead}>
          <Avatar src={user.avatar} name={user.nickname} alt={user.nickname} size={44} />
          <strong>{t('share.from', { name: user.nickname })}</strong>
        </div>
        <p className={styles.posterSlogan}>{t('share.slogan')}</p>
        <QrImage value={link} label={t('qr.inviteTitle')} size={180} />
        <p className={styles.posterCode}>{t('share.code', { code: query.data.invite_code })}</p>
      </section>
      <div className={styles.actions}>
        <PrimaryButton onClick={() => void copy()}>{t('code.copyLink')}</PrimaryButton>
        {canShare && (
          <button
            type="button"
            className={styles.textButton}
            onClick={() =>
              void navigator.share({ title: t('share.slogan'), url: link }).catch(() => undefined)
            }
          >
            {t('share.native')}
          </button>
        )}
      </div>
      <p className={`${styles.note} ${styles.actions}`}>{t('share.note')}</p>
    </>
  );
}
