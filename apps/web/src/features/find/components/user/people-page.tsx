import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../../components/layout/page-shell';
import { useUserStore } from '../../../../stores/user-store';
import type { PeopleType } from '../../api/find-queries';
import { queryId } from '../../../../lib/query-id';
import { GoneState } from '../common/record-view';
import { PeopleList } from './people-list';

/** /pages/apps/find/user-follow and user-fans (`?id=`, default: the member): a following or fans list. */
export function PeoplePage({ type }: { type: PeopleType }) {
  const { t } = useTranslation('find');
  const [params] = useSearchParams();
  const me = useUserStore((state) => (state.isLogin ? state.id : undefined));
  const id = queryId(params.get('id')) ?? me;
  return (
    <PageShell>
      {id ? (
        <PeopleList key={`${id}-${type}`} userId={id} type={type} />
      ) : (
        <GoneState icon="team" title={t('gone.noMember')} />
      )}
    </PageShell>
  );
}
