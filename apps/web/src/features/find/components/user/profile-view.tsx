import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Segmented } from '../../../../components/ui/segmented';
import { useUserStore } from '../../../../stores/user-store';
import { findQueries } from '../../api/find-queries';
import { FeedList } from '../feed/feed-list';
import { RecordView } from '../common/record-view';
import { ProfileHeader } from './profile-header';
import styles from './profile-view.module.css';

const TABS = ['user', 'likes'] as const;

/** /pages/apps/find/user: a member's profile header, then their posts or what they liked (`?tab=likes`). */
export function ProfileView({ userId }: { userId: number }) {
  const { t } = useTranslation('find');
  const [params, setParams] = useSearchParams();
  const me = useUserStore((state) => (state.isLogin ? state.id : 0));
  const profile = useQuery(findQueries.profile(userId));
  const tab = params.get('tab') === 'likes' ? 'likes' : 'user';
  return (
    <RecordView query={profile} icon="user">
      {(data) => (
        <FeedList
          key={tab}
          type={tab}
          userId={userId}
          onRefresh={() => profile.refetch()}
          header={
            <>
              <ProfileHeader profile={data} isMe={data.user_id === me} />
              <div className={styles.tabs}>
                <Segmented
                  block
                  value={tab}
                  onChange={(value) =>
                    setParams(
                      { id: String(userId), ...(value === 'likes' ? { tab: 'likes' } : {}) },
                      { replace: true },
                    )
                  }
                  options={TABS.map((key) => ({ value: key, label: t(`profile.tabs.${key}`) }))}
                />
              </div>
            </>
          }
        />
      )}
    </RecordView>
  );
}
