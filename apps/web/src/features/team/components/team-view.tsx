import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { Card } from '../../../components/ui/card';
import { copyWithToast } from '../../../lib/copy-with-toast';
import { PAGES } from '../../../lib/paths';
import { teamQueries } from '../api/team-queries';
import { inviteLink } from '../links';
import { InviterCard } from './bind-inviter-card';
import { TeamMembers } from './team-members';
import { TeamFigures } from './team-overview';
import { LinkTiles } from './link-tiles';
import styles from './team.module.css';

/** /pages/user/team: the team's figures, the member's code and link, the inviter, the members by level. */
export function TeamView() {
  const { t } = useTranslation('team');
  const query = useQuery(teamQueries.overview());
  if (query.isPending) return <PageLoadingView />;
  if (query.isError) return <QueryFailedView query={query} />;
  const overview = query.data;
  const copyLink = () =>
    copyWithToast(inviteLink(overview.invite_code, overview.user_id), (outcome) =>
      t(outcome === 'copied' ? 'code.copied' : 'code.copyFailed'),
    );
  return (
    <>
      <TeamFigures overview={overview} />
      <Card title={t('code.title')}>
        <div className={styles.codeRow}>
          <span className={styles.code} data-testid="team-code">
            {overview.invite_code}
          </span>
          <button type="button" className={styles.textButton} onClick={() => void copyLink()}>
            {t('code.copyLink')}
          </button>
        </div>
        <p className={styles.note}>{t('code.note')}</p>
      </Card>
      <LinkTiles
        links={[
          { to: PAGES.qrcode, label: t('links.qrcode') },
          { to: PAGES.share, label: t('links.share') },
        ]}
      />
      <InviterCard overview={overview} />
      <TeamMembers counts={overview} />
    </>
  );
}
