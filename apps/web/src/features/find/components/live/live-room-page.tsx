import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../../components/layout/page-shell';
import { useUserStore } from '../../../../stores/user-store';
import { queryId } from '../../../../lib/query-id';
import { GoneState } from '../common/record-view';
import { LiveRoomView } from './live-room-view';

/** The live room page (`?id=` the room): members only; the route's login guard sends visitors to login. */
export function LiveRoomPage() {
  const { t } = useTranslation('find');
  const [params] = useSearchParams();
  const isLogin = useUserStore((state) => state.isLogin);
  const id = queryId(params.get('id'));
  if (!id) {
    return (
      <PageShell>
        <GoneState icon="video" title={t('gone.noRoom')} />
      </PageShell>
    );
  }
  // never enter a room without a session (the guard is redirecting)
  if (!isLogin) return null;
  return (
    <PageShell navBar={false}>
      <LiveRoomView key={id} roomId={id} />
    </PageShell>
  );
}
