import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { GoneState } from '../../../features/find/components/common/record-view';
import { ProfileView } from '../../../features/find/components/user/profile-view';
import { queryId } from '../../../lib/query-id';
import { useUserStore } from '../../../stores/user-store';

/** /pages/apps/find/user?id=: a member's feed profile (without `id`: the member's own). */
export default function AppsFindUserPage() {
  const { t } = useTranslation('find');
  const [params] = useSearchParams();
  const me = useUserStore((state) => (state.isLogin ? state.id : undefined));
  const id = queryId(params.get('id')) ?? me;
  return (
    <PageShell>
      {id ? (
        <ProfileView key={id} userId={id} />
      ) : (
        <GoneState icon="user" title={t('gone.noMember')} />
      )}
    </PageShell>
  );
}
