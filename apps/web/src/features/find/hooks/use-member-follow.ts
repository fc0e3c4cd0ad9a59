import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { toggleMemberFollow } from '../api/find-api';
import { findKeys } from '../api/find-queries';
import { patchFollow } from '../api/post-cache';
import { useMemberAction } from '../../../lib/use-member-action';
import { useItemRequest } from '../../../lib/use-item-request';

/** Follow / unfollow a member (visitors go to login); posts, profiles and people lists take the answer. */
export function useMemberFollow() {
  const { t } = useTranslation('find');
  const client = useQueryClient();
  const asMember = useMemberAction();
  const { run, pending } = useItemRequest(toggleMemberFollow, (userId, following) => {
    patchFollow(client, userId, following);
    // the follow feed and the member's own following list change: refetch them when next shown
    void client.invalidateQueries({ queryKey: findKeys.feed('follow'), refetchType: 'none' });
    toast.success(t(following ? 'follow.followed' : 'follow.unfollowed'));
  });

  const toggle = (userId: number) => asMember(() => run(userId));
  return { toggle, pending };
}
