import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../components/layout/record-page';
import { GoneState } from '../../../features/find/components/common/record-view';
import { ProfileView } from '../../../features/find/components/user/profile-view';
import { useUserStore } from '../../../stores/user-store';

/** /pages/apps/find/user?id=: a member's feed profile (without `id`: the member's own). */
export default function AppsFindUserPage() {
  const { t } = useTranslation('find');
  const me = useUserStore((state) => (state.isLogin ? state.id : undefined));
  return (
    <RecordPage fallbackId={me} missing={<GoneState icon="user" title={t('gone.noMember')} />}>
      {(id) => <ProfileView key={id} userId={id} />}
    </RecordPage>
  );
}
