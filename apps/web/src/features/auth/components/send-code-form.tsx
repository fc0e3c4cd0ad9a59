import type { SmsEvent } from '@cloudmall/contract';
import { useState, type FormEvent } from 'react';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { checks } from '../../../lib/forms/field-checks';
import { useSendCode } from '../../../lib/forms/use-send-code';
import { MobileField } from './mobile-field';

interface SendCodeFormProps {
  event: SmsEvent;
  submitLabel: string;
  /** The number field's label, when not the plain "phone". */
  label?: string;
  /** A further check of a well-formed (trimmed) number: the translation key of its problem. */
  check?: (mobile: string) => string | undefined;
  /** The code went out at `sentAt` (the next step's countdown starts there). */
  onSent: (mobile: string, sentAt: number) => void;
}

/** Step 1 of a flow confirmed by SMS: a phone number, then the code is sent to it. */
export function SendCodeForm({ event, submitLabel, label, check, onSent }: SendCodeFormProps) {
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string>();
  const sms = useSendCode(event);

  const next = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const problem = checks.mobile(mobile) ?? check?.(mobile.trim());
    setError(problem);
    if (problem) return;
    const sentAt = Date.now();
    if (await sms.send(mobile.trim())) onSent(mobile.trim(), sentAt);
  };

  return (
    <form onSubmit={(submitted) => void next(submitted)} noValidate>
      <MobileField
        label={label}
        value={mobile}
        onChange={(value) => {
          setMobile(value);
          setError(undefined);
        }}
        error={error}
      />
      <PrimaryButton type="submit" loading={sms.sending}>
        {submitLabel}
      </PrimaryButton>
    </form>
  );
}
