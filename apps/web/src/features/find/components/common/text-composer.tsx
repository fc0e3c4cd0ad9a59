import { useId, useState, type ComponentRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../../components/ui/input';
import { SendButton } from '../../../../components/ui/send-button';
import styles from './text-composer.module.css';

export type ComposerInputRef = ComponentRef<typeof Input>;

interface TextComposerProps {
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  maxLength: number;
  /** Answers whether the text was sent; the text stays in the box when it was not. */
  onSend: (text: string) => Promise<boolean>;
  tone?: 'light' | 'dark';
  inputRef?: Ref<ComposerInputRef>;
  /** Shown above the box (e.g. "Replying to …"). */
  banner?: ReactNode;
  /** Controls beside the send button (goods, like). */
  after?: ReactNode;
}

/** A one-line text box with send (Enter or the button); text only, trimmed, capped. */
export function TextComposer({
  label,
  placeholder,
  maxLength,
  onSend,
  tone = 'light',
  inputRef,
  banner,
  after,
}: TextComposerProps) {
  const { t } = useTranslation('find');
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const canSend = text.trim() !== '' && !sending;

  const submit = async () => {
    if (!canSend) return;
    setSending(true);
    try {
      if (await onSend(text.trim())) setText('');
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={`${styles.composer} ${tone === 'dark' ? styles.dark : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {banner}
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <Input
          ref={inputRef}
          id={id}
          className={styles.input}
          value={text}
          onChange={setText}
          maxLength={maxLength}
          placeholder={placeholder}
          enterKeyHint="send"
          onEnterPress={() => void submit()}
        />
        <SendButton className={styles.send} disabled={!canSend} sending={sending} spinnerSize={14}>
          {t('composer.send')}
        </SendButton>
        {after}
      </div>
    </form>
  );
}
