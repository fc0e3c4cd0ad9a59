import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../../components/layout/page-shell';
import { useImagePreview } from '../../../../components/ui/image-preview';
import { useUserStore } from '../../../../stores/user-store';
import { chatQueries } from '../../api/chat-queries';
import type { ChatGoods } from '../../goods-param';
import { useChatSender } from '../../hooks/use-chat-sender';
import { useConversation } from '../../hooks/use-conversation';
import { useChatStore } from '../../stores/chat-store';
import { Composer } from './composer';
import { GoodsHandoff } from './goods-handoff';
import { MessageList } from './message-list';
import styles from './chat-view.module.css';

interface ChatViewProps {
  toId: number;
  shopId?: number;
  goods?: ChatGoods;
}

/**
 * The conversation with one member: the hand-off card, messages, composer and image preview. When
 * `toId` owns a shop (`shopId`, or found by asking who `toId` is) the shop's name and avatar head
 * the chat and its id goes with every message.
 */
export function ChatView({ toId, shopId, goods }: ChatViewProps) {
  const { t } = useTranslation('chat');
  const preview = useImagePreview(t('chat.viewImage'), t('chat.closeImage'));
  const conversation = useConversation(toId);
  const { messages } = conversation;
  const entry = useChatStore((state) => state.conversations.find((item) => item.user_id === toId));
  const myName = useUserStore((state) => state.nickname || state.username);
  const myAvatar = useUserStore((state) => state.avatar);
  const lastFromThem = messages.findLast((message) => message.form.id === toId);
  const shopQuery = useQuery({ ...chatQueries.shop(shopId ?? 0), enabled: shopId !== undefined });
  const shop = shopQuery.data?.shop.user_id === toId ? shopQuery.data.shop : undefined;
  // Opened without a shop (the conversation list, a link): ask who it is; a shop owner is the shop.
  const party = useQuery({ ...chatQueries.party(toId), enabled: shopId === undefined }).data;
  const knownName = shop?.shopname || party?.name || entry?.name || lastFromThem?.form.name || '';
  const otherAvatar =
    shop?.avatar || party?.avatar || entry?.avatar || lastFromThem?.form.avatar || '';
  const otherName = knownName || t('chat.memberName', { id: toId });
  const other = useMemo(() => ({ name: otherName, avatar: otherAvatar }), [otherName, otherAvatar]);
  // A new conversation is listed under the name known, never under the "Member N" stand-in.
  const listed = useMemo(
    () => ({ name: knownName, avatar: otherAvatar }),
    [knownName, otherAvatar],
  );
  const mine = useMemo(() => ({ name: myName, avatar: myAvatar }), [myName, myAvatar]);
  const sender = useChatSender({
    toId,
    shopId: shopId ?? party?.shop_id,
    other: listed,
    onSent: conversation.addSent,
  });
  const [showGoods, setShowGoods] = useState(goods !== undefined);

  // Only the goods id is sent: the server fills title, image and price from the catalog.
  const sendGoods = async () => {
    if (goods && (await sender.send({ type: 'goods', content: { id: goods.id } })))
      setShowGoods(false);
  };

  return (
    <PageShell title={other.name}>
      <div className={styles.chat}>
        {goods && showGoods && (
          <GoodsHandoff
            goods={goods}
            sending={sender.sending}
            onSend={() => void sendGoods()}
            onDismiss={() => setShowGoods(false)}
          />
        )}
        <MessageList
          me={conversation.me}
          messages={messages}
          mine={mine}
          other={other}
          older={conversation.older}
          onLoadOlder={() => void conversation.loadOlder()}
          onRetry={conversation.retry}
          onPreview={preview.open}
        />
        <Composer
          sending={sender.sending}
          onSendText={(text) => sender.send({ type: 'text', content: { text } })}
          onPickImage={(file) => void sender.sendImage(file)}
          onVoice={(recording) => void sender.sendVoice(recording)}
        />
      </div>
      {preview.viewer}
    </PageShell>
  );
}
