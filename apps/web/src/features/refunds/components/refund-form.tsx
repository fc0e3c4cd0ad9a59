import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { ImagePicker, imagePickerLabels } from '../../../components/ui/image-picker';
import { Input } from '../../../components/ui/input';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextArea } from '../../../components/ui/text-area';
import { OrderGoodsRow } from '../../../components/order/order-goods-row';
import { CURRENCY_SIGN, formatPrice } from '../../../lib/money';
import { uploadRefundImage } from '../api/refund-api';
import {
  formProblems,
  MAX_REFUND_TEXT,
  type RefundFormValues,
  REFUND_IMAGES,
} from '../refund-form-rules';
import { refundReasonKey, refundTypeKey, typesFor } from '../refund-states';
import { ReasonSheet } from './reason-sheet';
import styles from './refund-form.module.css';
import { PillChoice } from './pill-choice';

interface RefundFormProps {
  /** The bought item the request is about, shown above the form. */
  item: { shop: { shopname: string }; goods: ComponentProps<typeof OrderGoodsRow> };
  initial: RefundFormValues;
  /** The most that can be asked (shown under the amount). */
  max: string;
  submitText: string;
  onSubmit: (values: RefundFormValues) => Promise<void>;
}

/** Apply and edit: received or not, type, reason, amount (with the maximum), pictures and a description. */
export function RefundForm({ item, initial, max, submitText, onSubmit }: RefundFormProps) {
  const { t } = useTranslation('refunds');
  const amountId = useId();
  const textId = useId();
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [reasonOpen, setReasonOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<RefundFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));
  const problems = checked ? formProblems(values, max) : {};

  const submit = async () => {
    setChecked(true);
    if (Object.keys(formProblems(values, max)).length > 0) return;
    setSending(true);
    try {
      await onSubmit(values);
    } finally {
      setSending(false);
    }
  };

  const choice = (
    label: string,
    options: { value: number; text: string }[],
    value: number,
    onPick: (value: number) => void,
  ) => (
    <div className={styles.row} role="radiogroup" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <span className={styles.pills}>
        <PillChoice
          options={options}
          value={value}
          onPick={onPick}
          classNames={{ pill: styles.pill, on: styles.pillOn }}
        />
      </span>
    </div>
  );

  return (
    <>
      <div style={{ paddingTop: 12 }}>
        <Card title={item.shop.shopname}>
          <OrderGoodsRow {...item.goods} />
        </Card>
      </div>
      <div className={styles.form}>
        <Card>
          {choice(
            t('form.received'),
            [
              { value: 1, text: t('expressType.received') },
              { value: 0, text: t('expressType.notReceived') },
            ],
            values.expressType,
            (expressType) =>
              set({
                expressType,
                type: typesFor(expressType).includes(values.type) ? values.type : 0,
              }),
          )}
          {choice(
            t('form.type'),
            typesFor(values.expressType).map((type) => ({
              value: type,
              text: t(`type.${refundTypeKey(type)}`),
            })),
            values.type,
            (type) => set({ type }),
          )}
          <button
            type="button"
            className={styles.row}
            onClick={() => setReasonOpen(true)}
            aria-haspopup="listbox"
          >
            <span className={styles.label}>{t('form.reason')}</span>
            <span className={values.reason === null ? styles.placeholder : styles.value}>
              {values.reason === null
                ? t('form.reasonPlaceholder')
                : t(`reason.${refundReasonKey(values.reason)}`)}
              <Icon name="right" size={14} />
            </span>
          </button>
          {problems.reason && (
            <p className={styles.error} role="alert">
              {t(`form.${problems.reason}`)}
            </p>
          )}
        </Card>

        <Card>
          <label className={styles.label} htmlFor={amountId}>
            {t('form.amount')}
          </label>
          <div className={`${styles.amount} ${problems.money ? styles.invalid : ''}`}>
            <span className={styles.sign}>{CURRENCY_SIGN}</span>
            <Input
              id={amountId}
              className={styles.amountInput}
              value={values.money}
              onChange={(money) => set({ money })}
              inputMode="decimal"
              maxLength={16}
              autoComplete="off"
              aria-invalid={problems.money ? true : undefined}
              placeholder={t('form.amountPlaceholder')}
            />
            <button type="button" className={styles.all} onClick={() => set({ money: max })}>
              {t('form.all')}
            </button>
          </div>
          <p
            className={problems.money ? styles.error : styles.hint}
            role={problems.money ? 'alert' : undefined}
          >
            {problems.money
              ? t(`form.${problems.money}`, { max: formatPrice(max) })
              : t('form.maxHint', { max: formatPrice(max) })}
          </p>
        </Card>

        <Card>
          <label className={styles.section} htmlFor={textId}>
            {t('form.description')}
          </label>
          <TextArea
            id={textId}
            className={styles.text}
            value={values.content}
            onChange={(content) => set({ content })}
            placeholder={t('form.descriptionPlaceholder')}
            maxLength={MAX_REFUND_TEXT}
            showCount
            rows={4}
          />
          <p className={styles.label}>{t('form.images')}</p>
          <ImagePicker
            images={values.images}
            onChange={(update) =>
              setValues((current) => ({ ...current, images: update(current.images) }))
            }
            onUploadingChange={setUploading}
            {...REFUND_IMAGES}
            upload={uploadRefundImage}
            testId="refund-image-file"
            labels={imagePickerLabels(t, 'form')}
          />
        </Card>

        <div className={styles.submit}>
          <PrimaryButton onClick={() => void submit()} loading={sending} disabled={uploading}>
            {uploading ? t('form.uploading') : submitText}
          </PrimaryButton>
        </div>
        <ReasonSheet
          visible={reasonOpen}
          value={values.reason}
          onPick={(reason) => set({ reason })}
          onClose={() => setReasonOpen(false)}
        />
      </div>
    </>
  );
}
