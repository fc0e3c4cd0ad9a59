import { COMPLAINT_TARGETS, type ServiceKind } from '@cloudmall/contract/service';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { ImagePicker, imagePickerLabels } from '../../../components/ui/image-picker';
import { Input } from '../../../components/ui/input';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { ChoiceButtons } from '../../../components/ui/tab-strip';
import { TextArea } from '../../../components/ui/text-area';
import { toastError } from '../../../components/ui/toast';
import {
  sendComplaint,
  sendConsultation,
  sendFeedback,
  uploadServicePhoto,
} from '../api/service-api';
import {
  CONTACT_MAX,
  CONTENT_MAX,
  EMPTY_REQUEST,
  problemsOf,
  SERVICE_IMAGES,
  SUBJECT_MAX,
  type RequestValues,
} from '../service-rules';
import fieldNote from '../../../components/ui/field-note.module.css';
import textField from '../../../components/ui/text-field.module.css';
import styles from './service.module.css';

interface RequestFormProps {
  kind: ServiceKind;
  /** The kind's categories (feedback types, complaint reasons; none for a consultation). */
  categories: readonly string[];
  initial?: Partial<RequestValues>;
  onSent: () => void;
}

const send = (kind: ServiceKind, v: RequestValues) => {
  const common = { content: v.content.trim(), images: v.images, contact: v.contact.trim() };
  if (kind === 'feedback')
    return sendFeedback({ ...common, type: v.category as 'suggestion' | 'problem' | 'other' });
  if (kind === 'complaint')
    return sendComplaint({
      ...common,
      target_type: v.targetType,
      target_id: Number(v.targetId),
      reason: v.category as 'fraud',
    });
  return sendConsultation({ ...common, subject: v.subject.trim() });
};

/** Feedback, a complaint or a consultation: its fields, photos and contact, checked before sending. */
export function RequestForm({ kind, categories, initial, onSent }: RequestFormProps) {
  const { t } = useTranslation('service');
  const ids = { target: useId(), subject: useId(), content: useId(), contact: useId() };
  const [values, setValues] = useState<RequestValues>({ ...EMPTY_REQUEST, ...initial });
  const [checked, setChecked] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<RequestValues>) => setValues((current) => ({ ...current, ...patch }));
  const problems = checked ? problemsOf(values, kind) : {};
  const note = (field: keyof typeof problems) =>
    problems[field] && (
      <p className={fieldNote.error} role="alert">
        {t(`form.problem.${problems[field]}`)}
      </p>
    );

  const submit = async () => {
    setChecked(true);
    if (Object.keys(problemsOf(values, kind)).length > 0) return;
    setSending(true);
    try {
      await send(kind, values);
      onSent();
    } catch (error) {
      toastError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.form}>
      {kind === 'complaint' && (
        <Card title={t('complaint.target')}>
          <ChoiceButtons
            label={t('complaint.targetType')}
            tabs={COMPLAINT_TARGETS.map((value) => ({ value, label: t(`target.${value}`) }))}
            value={values.targetType}
            onChange={(targetType) => set({ targetType })}
            classNames={{ row: styles.choices, tab: styles.choice, on: styles.choiceOn }}
          />
          <label className={styles.label} htmlFor={ids.target}>
            {t('complaint.targetId', { target: t(`target.${values.targetType}`) })}
          </label>
          <Input
            id={ids.target}
            className={textField.filled}
            value={values.targetId}
            onChange={(targetId) => set({ targetId })}
            inputMode="numeric"
            maxLength={10}
            placeholder={t('complaint.targetIdPlaceholder')}
          />
          {note('targetId')}
        </Card>
      )}
      {categories.length > 0 && (
        <Card title={t(`${kind}.category`)}>
          <ChoiceButtons
            label={t(`${kind}.category`)}
            tabs={categories.map((value) => ({ value, label: t(`category.${value}`) }))}
            value={values.category}
            onChange={(category) => set({ category })}
            classNames={{ row: styles.choices, tab: styles.choice, on: styles.choiceOn }}
          />
          {note('category')}
        </Card>
      )}
      <Card>
        {kind === 'consultation' && (
          <>
            <label className={styles.label} htmlFor={ids.subject}>
              {t('consultation.subject')}
            </label>
            <Input
              id={ids.subject}
              className={textField.filled}
              value={values.subject}
              onChange={(subject) => set({ subject })}
              maxLength={SUBJECT_MAX}
              placeholder={t('consultation.subjectPlaceholder')}
            />
            {note('subject')}
          </>
        )}
        <label className={styles.label} htmlFor={ids.content}>
          {t(`${kind}.content`)}
        </label>
        <TextArea
          id={ids.content}
          className={textField.filled}
          value={values.content}
          onChange={(content) => set({ content })}
          placeholder={t(`${kind}.contentPlaceholder`)}
          maxLength={CONTENT_MAX}
          showCount
          rows={5}
        />
        {note('content')}
        <p className={styles.label}>{t('form.photos')}</p>
        <ImagePicker
          images={values.images}
          onChange={(update) =>
            setValues((current) => ({ ...current, images: update(current.images) }))
          }
          onUploadingChange={setUploading}
          {...SERVICE_IMAGES}
          upload={uploadServicePhoto}
          testId="service-photo-file"
          labels={imagePickerLabels(t, 'form')}
        />
        <label className={styles.label} htmlFor={ids.contact}>
          {t('form.contact')}
        </label>
        <Input
          id={ids.contact}
          className={textField.filled}
          value={values.contact}
          onChange={(contact) => set({ contact })}
          maxLength={CONTACT_MAX}
          placeholder={t('form.contactPlaceholder')}
        />
      </Card>
      <div className={styles.submit}>
        <PrimaryButton onClick={() => void submit()} loading={sending} disabled={uploading}>
          {uploading ? t('form.uploading') : t('form.submit')}
        </PrimaryButton>
      </div>
    </div>
  );
}
