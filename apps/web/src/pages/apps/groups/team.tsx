import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { ApiError } from '@cloudmall/client';
import { MissingRecord } from '../../../features/catalog/components/query-view';
import { queryId } from '../../../lib/query-id';
import { groupQueries } from '../../../features/groups/api/group-queries';
import { TeamView } from '../../../features/groups/components/team-view';
import { useUserStore } from '../../../stores/user-store';

function Loader({ teamRef }: { teamRef: { id?: number; group_no?: string } }) {
  const { t } = useTranslation('groups');
  const [joining, setJoining] = useState(false);
  useUserStore((state) => state.id);
  const query = useQuery({
    ...groupQueries.team(teamRef),
    refetchInterval: (q) => (q.state.data?.state === 'start' ? 15_000 : false),
  });
  if (query.isPending) return <PageLoadingView />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.messageKey === 'group_not_found') {
      return (
        <MissingRecord
          icon="team"
          title={query.error.text}
          description={t('team.missingDescription')}
        />
      );
    }
    return <QueryFailedView query={query} />;
  }
  return <TeamView team={query.data} value={joining} onChange={setJoining} />;
}

/** /pages/apps/groups/team?id= (or ?group_no=): the team page with members, seats, countdown, share and join. */
export default function AppsGroupsTeamPage() {
  const { t } = useTranslation('groups');
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  const groupNo = params.get('group_no') ?? undefined;
  const valid = id !== undefined || (groupNo !== undefined && /^\d{8,32}$/.test(groupNo));
  return (
    <PageShell>
      {valid ? (
        <Loader
          key={`${id ?? ''}:${groupNo ?? ''}`}
          teamRef={id !== undefined ? { id } : { group_no: groupNo }}
        />
      ) : (
        <MissingRecord
          icon="team"
          title={t('team.missingTitle')}
          description={t('team.missingDescription')}
        />
      )}
    </PageShell>
  );
}
