import type { SmsEvent } from '@cloudmall/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasscodeInput, type PasscodeInputRef } from '../../../components/ui/passcode-input';
import { useSendCode } from '../../../lib/forms/use-send-code';
import styles from './sms-code-entry.module.css';

interface SmsCodeEntryProps {
  mobile: string;
  event: SmsEvent;
  /** When the code was sent on the previous page, so the countdown continues. */
  sentAt?: number;
  /** Runs when six digits are in; answer false to clear the boxes for another try. */
  onComplete: (code: string) => Promise<boolean>;
}

/** Six-box code entry with the number it was sent to and a 60 s resend countdown. */
export function SmsCodeEntry({ mobile, event, sentAt, onComplete }: SmsCodeEntryProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState(false);
  const sms = useSendCode(event, { startedAt: sentAt });
  const boxes = useRef<PasscodeInputRef>(null);

  // the code is the only thing to type here
  useEffect(() => boxes.current?.focus(), []);

  const fill = async (value: string) => {
    const accepted = await onComplete(value);
    if (!accepted) {
      setError(true);
      setCode('');
    }
  };

  return (
    <div className={styles.entry}>
      <p className={styles.sentTo}>{t('sms.sentTo', { mobile })}</p>
      <PasscodeInput
        ref={boxes}
        plain
        seperated
        length={6}
        value={code}
        error={error}
        onChange={(value) => {
          setCode(value);
          setError(false);
        }}
        onFill={(value) => void fill(value)}
        className={styles.boxes}
        style={{ '--cell-size': '46px', '--cell-gap': '8px', '--border-radius': '10px' }}
        aria-label={t('fields.code')}
      />
      <button
        type="button"
        className={styles.resend}
        disabled={sms.running || sms.sending}
        onClick={() => void sms.send(mobile)}
      >
        {sms.running ? t('sms.resendIn', { seconds: sms.remaining }) : t('sms.resend')}
      </button>
    </div>
  );
}
