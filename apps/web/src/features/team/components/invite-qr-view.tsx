import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { copyWithToast } from '../../../lib/copy-with-toast';
import { teamQueries } from '../api/team-queries';
import { inviteLink } from '../links';
import { QrImage } from './qr-image';
import styles from './team.module.css';

/** /pages/user/qrcode/qrcode: the member's invitation QR code (register with their code, pid set). */
export function InviteQrView() {
  const { t } = useTranslation('team');
  const query = useQuery(teamQueries.overview());
  if (query.isPending) return <PageLoadingView />;
  if (query.isError) return <QueryFailedView query={query} />;
  const link = inviteLink(query.data.invite_code, query.data.user_id);
  return (
    <>
      <section className={styles.qrCard}>
        <h2 className={styles.qrTitle}>{t('qr.inviteTitle')}</h2>
        <p className={styles.qrText}>{t('qr.inviteText')}</p>
        <QrImage value={link} label={t('qr.inviteTitle')} />
        <p className={styles.posterCode}>
          {t('code.title')}:{' '}
          <span className={styles.code} data-testid="qr-code-text">
            {query.data.invite_code}
          </span>
        </p>
      </section>
      <div className={styles.actions}>
        <PrimaryButton
          onClick={() =>
            void copyWithToast(link, (outcome) =>
              t(outcome === 'copied' ? 'code.copied' : 'code.copyFailed'),
            )
          }
        >
          {t('code.copyLink')}
        </PrimaryButton>
      </div>
    </>
  );
}
