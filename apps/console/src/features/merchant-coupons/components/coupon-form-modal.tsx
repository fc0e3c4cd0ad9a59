import { merchantCouponRoutes, type MerchantCoupon } from '@cloudmall/contract/orders';
import { DatePicker, Form, Input, InputNumber, Radio, Typography, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { fieldProblem } from '../../../lib/form-rules';
import { useConsoleMutation } from '../../../lib/query';
import { optionsOf } from '../../../lib/options';

interface FormValues {
  type: 'reduction' | 'discount' | 'shipping';
  name: string;
  price?: string;
  discount?: number;
  limit: string;
  pre_type: 'fixed' | 'appoint';
  dates?: [Dayjs, Dayjs];
  validity?: number;
  drawlimit: number;
  grant: number;
  content?: string;
}

const initialOf = (coupon: MerchantCoupon | 'new'): FormValues =>
  coupon === 'new'
    ? {
        type: 'reduction',
        name: '',
        limit: '0',
        pre_type: 'appoint',
        validity: 7,
        drawlimit: 1,
        grant: 100,
      }
    : {
        type: coupon.type === 'vip' ? 'reduction' : coupon.type,
        name: coupon.name,
        price: coupon.type === 'reduction' ? coupon.price : undefined,
        discount: coupon.type === 'discount' ? coupon.discount : undefined,
        limit: coupon.limit,
        pre_type: coupon.pre_type,
        dates:
          coupon.pre_type === 'fixed'
            ? [dayjs.unix(coupon.startdate), dayjs.unix(coupon.enddate)]
            : undefined,
        validity: coupon.pre_type === 'appoint' ? coupon.validity : undefined,
        drawlimit: coupon.drawlimit,
        grant: coupon.grant,
        content: coupon.content,
      };

/** The contract input from the form (dates as unix seconds; only the fields the type uses). */
function inputOf(values: FormValues) {
  const fixed = values.pre_type === 'fixed';
  return {
    type: values.type,
    name: values.name,
    price: values.type === 'reduction' ? values.price : undefined,
    discount: values.type === 'discount' ? values.discount : undefined,
    limit: values.limit,
    pre_type: values.pre_type,
    startdate: fixed && values.dates ? values.dates[0].startOf('day').unix() : undefined,
    enddate: fixed && values.dates ? values.dates[1].endOf('day').unix() : undefined,
    validity: fixed ? undefined : values.validity,
    drawlimit: values.drawlimit,
    grant: values.grant,
    content: values.content ?? '',
  };
}

/** Creates a coupon, or edits one (once claimed, the server keeps its money terms). */
export function CouponFormModal({
  coupon,
  onClose,
}: {
  coupon: MerchantCoupon | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['merchant-coupons', 'common', 'errors']);
  const [form] = Form.useForm<FormValues>();
  const type = Form.useWatch('type', form);
  const preType = Form.useWatch('pre_type', form);
  const done = {
    invalidates: [merchantCouponRoutes.list],
    onSuccess: () => (void message.success(t('merchant-coupons:saved')), onClose()),
  };
  const create = useConsoleMutation(merchantCouponRoutes.create, done);
  const edit = useConsoleMutation(merchantCouponRoutes.edit, done);
  useEffect(() => {
    if (coupon) form.setFieldsValue(initialOf(coupon));
  }, [coupon, form]);

  const schema = merchantCouponRoutes.create.input;
  /** A field's rules from the contract, checked on the input the form would send. */
  const rules = (field: string) => [
    ({ getFieldsValue }: { getFieldsValue: (all: true) => FormValues }) => ({
      validator: async () => {
        const problem = fieldProblem(schema, inputOf(getFieldsValue(true)), field);
        if (problem) throw new Error(t(problem));
      },
    }),
  ];

  /** A field's name, label, help line (`help`: the `<name>Help` text) and contract rules. */
  const fieldOf = (name: keyof FormValues & string, help?: 'help') => ({
    name,
    label: t(`merchant-coupons:fields.${name}`),
    extra: help ? t(`merchant-coupons:${name}Help`) : undefined,
    rules: rules(name),
  });

  const submit = async (values: FormValues) => {
    const input = inputOf(values);
    if (coupon === 'new') await create.mutateAsync(input);
    else if (coupon) await edit.mutateAsync({ ...input, id: coupon.id });
  };

  const claimed = coupon !== null && coupon !== 'new' && coupon.granted > 0;
  return (
    <FormModal
      open={coupon !== null}
      width={640}
      title={t(coupon === 'new' ? 'merchant-coupons:create' : 'merchant-coupons:editTitle')}
      okText={t('merchant-coupons:save')}
      intro={
        claimed ? (
          <Typography.Paragraph type="warning">
            {t('merchant-coupons:termsLocked')}
          </Typography.Paragraph>
        ) : null
      }
      form={form}
      initialValues={coupon ? initialOf(coupon) : undefined}
      forceRender
      busy={create.isPending || edit.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Form.Item name="type" label={t('merchant-coupons:fields.type')}>
        <Radio.Group
          optionType="button"
          options={(['reduction', 'discount', 'shipping'] as const).map((v) => ({
            value: v,
            label: t(`merchant-coupons:type.${v}`),
          }))}
        />
      </Form.Item>
      <Form.Item {...fieldOf('name')}>
        <Input maxLength={64} data-testid="coupon-name" />
      </Form.Item>
      {type === 'reduction' ? (
        <Form.Item {...fieldOf('price')}>
          <Input inputMode="decimal" data-testid="coupon-price" />
        </Form.Item>
      ) : null}
      {type === 'discount' ? (
        <Form.Item {...fieldOf('discount', 'help')}>
          <InputNumber min={1} max={99} addonAfter="%" />
        </Form.Item>
      ) : null}
      <Form.Item {...fieldOf('limit', 'help')}>
        <Input inputMode="decimal" data-testid="coupon-limit" />
      </Form.Item>
      <Form.Item name="pre_type" label={t('merchant-coupons:fields.validity')}>
        <Radio.Group
          options={optionsOf(['appoint', 'fixed'], (kind) => t(`merchant-coupons:${kind}`))}
        />
      </Form.Item>
      {preType === 'fixed' ? (
        <Form.Item
          name="dates"
          label={t('merchant-coupons:fields.dates')}
          rules={[...rules('startdate'), ...rules('enddate')]}
        >
          <DatePicker.RangePicker />
        </Form.Item>
      ) : (
        <Form.Item
          name="validity"
          label={t('merchant-coupons:fields.days')}
          rules={rules('validity')}
        >
          <InputNumber min={1} max={3650} />
        </Form.Item>
      )}
      <Form.Item {...fieldOf('drawlimit', 'help')}>
        <InputNumber min={0} max={1000} />
      </Form.Item>
      <Form.Item {...fieldOf('grant', 'help')}>
        <InputNumber min={-1} max={10_000_000} />
      </Form.Item>
      <Form.Item {...fieldOf('content')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
