import type { ServiceMessage } from '@cloudmall/contract/chat';
import { Button, Card, Checkbox, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRules } from '../../../lib/form-rules';
import { formatUnixTime } from '../../../lib/time';
import { chatConsoleRoutes, useConversation, useReply } from '../api/desk-api';

/** What a service message shows as text (articles and lists by their titles, voice as a mark). */
function textOf(message: ServiceMessage, voice: string): string {
  const { type, content } = message.message;
  if (type === 'text' || type === 'end') return content.text;
  if (type === 'article') return content.title;
  if (type === 'list') return content.map((item) => item.title).join(' · ');
  return `${voice} (${content.length}s)`;
}

const SIDE = { member: 'flex-start', bot: 'flex-end', agent: 'flex-end' } as const;
const COLOR = { member: '#f5f5f5', bot: '#f0f5ff', agent: '#e6f4ff' } as const;

/** One member's conversation, live; the agent answers (optionally ending the conversation). */
export function ConversationPanel({ userId }: { userId: number }) {
  const { t } = useTranslation(['service', 'common']);
  const conversation = useConversation(userId);
  const reply = useReply();
  const [form] = Form.useForm<{ text: string; end: boolean }>();
  const bottom = useRef<HTMLDivElement>(null);
  const messages = conversation.data?.messages ?? [];
  useEffect(() => {
    // a block body: newer browsers answer scrollIntoView with a promise, which is no effect cleanup
    void bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const send = async () => {
    const { text, end } = await form.validateFields();
    await reply.mutateAsync({ user_id: userId, text: text.trim(), end: end || undefined });
    form.resetFields();
  };

  if (!conversation.data) return <Card>{conversation.isError ? null : <Skeleton active />}</Card>;
  const { member } = conversation.data;
  return (
    <Card size="small" title={`${member.nickname || member.username} · #${member.user_id}`}>
      <div data-testid="desk-messages" style={{ height: 420, overflowY: 'auto', padding: 8 }}>
        {messages.map((m) => (
          <Flex key={m.id} vertical align={SIDE[m.sender]} style={{ marginBottom: 8 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`desk.sender.${m.sender}`)} · {formatUnixTime(m.createtime)}
            </Typography.Text>
            <div
              style={{
                background: COLOR[m.sender],
                borderRadius: 8,
                padding: '6px 10px',
                maxWidth: '75%',
              }}
            >
              {textOf(m, t('desk.voice'))}
            </div>
          </Flex>
        ))}
        <div ref={bottom} />
      </div>
      <Form form={form} layout="vertical" onFinish={() => void send().catch(() => undefined)}>
        <Form.Item
          name="text"
          rules={contractRules(chatConsoleRoutes.serviceReply.input, 'text', t, {
            user_id: userId,
          })}
        >
          <Input.TextArea rows={3} maxLength={2000} placeholder={t('desk.replyPlaceholder')} />
        </Form.Item>
        <Flex justify="space-between">
          <Form.Item name="end" valuePropName="checked" noStyle>
            <Checkbox>{t('desk.end')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={reply.isPending}>
            {t('desk.send')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
