import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../../components/layout/paged-list';
import type { IconName } from '../../../../components/ui/icon';
import { chatQueries } from '../../api/chat-queries';
import type { NoticeType } from '../../chat-types';
import { NoticeRow } from './notice-row';

const EMPTY_ICONS: Record<NoticeType, IconName> = {
  order: 'bell',
  notice: 'wallet',
  system: 'info',
  logistics: 'truck',
};

/** Notices of one type, newest first, the next page at reach-bottom, with empty and error states. */
export function NoticeList({ type }: { type: NoticeType }) {
  const { t } = useTranslation('chat');
  const query = useInfiniteQuery(chatQueries.notices(type));
  return (
    <PagedList
      query={query}
      variant="plain"
      renderItem={(notice) => <NoticeRow key={notice.id} notice={notice} />}
      empty={{
        icon: EMPTY_ICONS[type],
        title: t(`notices.empty.${type}.title`),
        description: t(`notices.empty.${type}.description`),
      }}
    />
  );
}
