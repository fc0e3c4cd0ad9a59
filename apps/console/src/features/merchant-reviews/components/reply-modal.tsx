import { merchantCatalogRoutes, type MerchantReview } from '@cloudmall/contract/catalog';
import { Form, Input, Rate, Typography, message } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, useFormModal } from '../../../components/form-modal';
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
  const reply = useConsoleMutation(merchantCatalogRoutes.replyReview, {
    invalidates: [merchantCatalogRoutes.reviews],
    onSuccess: () => void message.success(t('merchant-reviews:sent')),
  });
  const modal = useFormModal<{ reply: string }>({
    open: review !== null,
    onClose,
    busy: reply.isPending,
    send: ({ reply: text }) => reply.mutateAsync({ id: review!.id, reply: text }),
  });
  const { form } = modal;
  useEffect(() => {
    if (review) form.resetFields();
  }, [review, form]);

  return (
    <FormModal
      {...modal}
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
      preserve
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
