import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RefreshPagedList } from '../../../../components/layout/paged-list';
import { useUserStore } from '../../../../stores/user-store';
import { findQueries, type PeopleType } from '../../api/find-queries';
import { useMemberFollow } from '../../hooks/use-member-follow';
import { PersonRow } from './person-row';

/** Whom a member follows, or their fans: paged, pull to refresh, with follow toggles. */
export function PeopleList({ userId, type }: { userId: number; type: PeopleType }) {
  const { t } = useTranslation('find');
  const me = useUserStore((state) => (state.isLogin ? state.id : 0));
  const query = useInfiniteQuery(findQueries.people(userId, type));
  const follow = useMemberFollow();
  return (
    <RefreshPagedList
      query={query}
      renderItem={(person) => (
        <PersonRow
          key={person.user_id}
          person={person}
          isMe={person.user_id === me}
          pending={follow.pending === person.user_id}
          onToggle={() => follow.toggle(person.user_id)}
        />
      )}
      empty={{
        icon: 'team',
        title: t(`people.${type}.emptyTitle`),
        description: t(`people.${type}.emptyDescription`),
      }}
    />
  );
}
