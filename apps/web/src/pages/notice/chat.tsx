import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DeadEndPage } from '../../components/layout/dead-end-page';
import { ChatView } from '../../features/chat/components/chat/chat-view';
import { queryId } from '../../lib/query-id';
import { parseGoodsParam } from '../../features/chat/goods-param';
import { PAGES } from '../../lib/paths';

/**
 * /pages/notice/chat?to_id=&shop_id=&goods=: the conversation with member `to_id`; `shop_id` goes
 * with every message, `goods` (JSON {id,title,image,price}) offers "send this item".
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const [params] = useSearchParams();
  const toId = queryId(params.get('to_id'));
  const shopId = queryId(params.get('shop_id'));
  const goodsParam = params.get('goods');
  const goods = useMemo(() => parseGoodsParam(goodsParam), [goodsParam]);

  if (!toId) {
    return (
      <DeadEndPage
        icon="mail"
        title={t('chat.missingTitle')}
        description={t('chat.missingDescription')}
        to={PAGES.notice}
        action={t('chat.toCenter')}
      />
    );
  }
  return <ChatView key={toId} toId={toId} shopId={shopId} goods={goods} />;
}
