import { merchantCatalogRoutes, type MerchantReview } from '@cloudmall/contract/catalog';
import { Form, Input, Rate, Typography, message } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { contractRules } from '../../../lib/form-rules';
import { useConsoleMutation } from '../../../lib/query';

/** Answers one review (once: the reply cannot be changed afterwards). */
export function ReplyModal({
  review,
  onClose,
}: {
  review: MerchantReview | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['merchant-reviews', 'common']);
  const [form] = Form.useForm<{ reply: string }>();
  const reply = useConsoleMutation(merchantCatalogRoutes.replyReview, {
    invalidates: [merchantCatalogRoutes.reviews],
    onSuccess: () => {
      void message.success(t('merchant-reviews:sent'));
      onClose();
    },
  });
  useEffect(() => {
    if (review) form.resetFields();
  }, [review, form]);

  const submit = async ({ reply: text }: { reply: string }) => {
    if (review) await reply.mutateAsync({ id: review.id, reply: text });
  };

  return (
    <FormModal
      open={review !== null}
      title={t('merchant-reviews:replyTitle')}
      okText={t('merchant-reviews:send')}
      intro={
        review ? (
          <>
            <Rate disabled value={review.score} style={{ fontSize: 14 }} />
            <Typography.Paragraph style={{ marginTop: 8 }}>{review.content}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">
              {t('merchant-reviews:onceOnly')}
            </Typography.Paragraph>
          </>
        ) : null
      }
      form={form}
      preserve
      busy={reply.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Form.Item
        name="reply"
        label={t('merchant-reviews:replyLabel')}
        rules={contractRules(merchantCatalogRoutes.replyReview.input, 'reply', t, {
          id: review?.id ?? 1,
        })}
      >
        <Input.TextArea rows={4} maxLength={500} showCount data-testid="reply-text" />
      </Form.Item>
    </FormModal>
  );
}
