import { merchantChatRoutes } from '@cloudmall/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListDetail } from '../../../components/list-detail';
import { PageHeader } from '../../../components/page-header';
import { usePushSocket } from '../../../lib/push-socket';
import { reloadPushed } from '../../../lib/query';
import { queryInt, useUrlQuery } from '../../../lib/url-query';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';

/** Conversations on the left, the open one on the right (`?with=<member id>`); pushes refresh both. */
export default function InboxPage() {
  const { t } = useTranslation(['merchant-chat', 'common']);
  const [query, setQuery] = useUrlQuery();
  const open = queryInt(query, 'with', 0);
  const queryClient = useQueryClient();

  usePushSocket((message) => {
    if (message.type !== 'chat') return;
    void reloadPushed(queryClient, merchantChatRoutes.conversations);
    void reloadPushed(queryClient, merchantChatRoutes.history);
  });

  return (
    <>
      <PageHeader title={t('merchant-chat:title')} subtitle={t('merchant-chat:subtitle')} />
      <ListDetail
        listSpan={8}
        list={<ConversationList open={open} onOpen={(id) => setQuery({ with: id })} />}
        detail={open ? <ConversationPane memberId={open} /> : undefined}
        pickText={t('merchant-chat:pick')}
      />
    </>
  );
}
