import { merchantChatRoutes, type ChatMessage } from '@cloudmall/contract/chat';
import { Button, Card, Empty, Flex, Form, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';

/** A message as text: the body's text, or a label for pictures, voice and goods cards. */
function MessageText({ message }: { message: ChatMessage }) {
  const { t } = useTranslation(['merchant-chat']);
  const body = message.message;
  if (body.type === 'text') return <>{body.content.text}</>;
  if (body.type === 'goods') return <>{`${t('merchant-chat:kind.goods')} ${body.content.title}`}</>;
  return <>{t(`merchant-chat:kind.${body.type}`)}</>;
}

/** One conversation: history (oldest first, opened as read), and the reply box sending as the shop. */
export function ConversationPane({ memberId }: { memberId: number }) {
  const { t } = useTranslation(['merchant-chat', 'common']);
  const [form] = Form.useForm<{ text: string }>();
  const end = useRef<HTMLDivElement>(null);
  const history = useConsoleQuery(merchantChatRoutes.history, { id: memberId, limit: 50 });
  const send = useConsoleMutation(merchantChatRoutes.send, {
    invalidates: [merchantChatRoutes.history, merchantChatRoutes.conversations],
    onSuccess: () => form.resetFields(),
  });
  const messages = history.data ?? [];
  useEffect(() => {
    // a block body: newer Chromium answers scrollIntoView with a promise, not a cleanup
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const submit = async () => {
    const { text } = await form.validateFields();
    send.mutate({ to_id: memberId, type: 'text', content: { text } });
  };

  return (
    <Card
      title={t('merchant-chat:with', {
        name: messages.find((m) => m.form.id === memberId)?.form.name ?? '',
      })}
    >
      <div style={{ height: 380, overflowY: 'auto', padding: 8 }} data-testid="chat-history">
        {messages.length === 0 && !history.isFetching ? (
          <Empty description={t('merchant-chat:noMessages')} />
        ) : null}
        {messages.map((message) => {
          const mine = message.form.id !== memberId;
          return (
            <Flex
              key={message.id}
              justify={mine ? 'flex-end' : 'flex-start'}
              style={{ marginBottom: 8 }}
            >
              <div
                data-testid="chat-message"
                style={{
                  maxWidth: '70%',
                  padding: '6px 10px',
                  borderRadius: 8,
                  background: mine ? '#fff1e6' : '#f5f5f5',
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                }}
              >
                <MessageText message={message} />
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 11 }}>
                  {dayjs.unix(message.createtime).format('MM-DD HH:mm')}
                </Typography.Text>
              </div>
            </Flex>
          );
        })}
        <div ref={end} />
      </div>
      <Form form={form} onFinish={() => void submit()} style={{ marginTop: 12 }}>
        <Flex gap={8} align="flex-start">
          <Form.Item
            name="text"
            style={{ flex: 1, margin: 0 }}
            // the contract's text body: required, at most 2000 characters
            rules={[
              { required: true, whitespace: true, message: t('errors:required') },
              { max: 2000, message: t('errors:too_long') },
            ]}
          >
            <Input.TextArea
              rows={2}
              placeholder={t('merchant-chat:placeholder')}
              data-testid="chat-input"
              onPressEnter={(event) => {
                if (!event.shiftKey) {
                  event.preventDefault();
                  void submit();
                }
              }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t('merchant-chat:send')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
