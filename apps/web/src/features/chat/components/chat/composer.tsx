import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenFileInput } from '../../../../components/ui/hidden-file-input';
import { Icon } from '../../../../components/ui/icon';
import { SendButton } from '../../../../components/ui/send-button';
import { TextArea } from '../../../../components/ui/text-area';
import type { Recording } from '../../hooks/use-voice-recorder';
import { VoiceButton } from './voice-button';
import styles from './composer.module.css';

/** The contract's longest text message. */
export const MAX_TEXT = 2000;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

interface ComposerProps {
  sending: boolean;
  /** Answers whether the text was sent; the text stays in the box when it was not. */
  onSendText: (text: string) => Promise<boolean>;
  /** Offers an image button when given. */
  onPickImage?: (file: File) => void;
  /** Offers a voice button (where the browser can record) when given. */
  onVoice?: (recording: Recording) => void;
  placeholder?: string;
  maxLength?: number;
}

/** Text box with send (Enter or the button; Shift+Enter for a new line) and an optional image button. */
export function Composer({
  sending,
  onSendText,
  onPickImage,
  onVoice,
  placeholder,
  maxLength = MAX_TEXT,
}: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const canSend = text.trim() !== '' && !sending;

  const submit = async () => {
    if (!canSend) return;
    if (await onSendText(text.trim())) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {onPickImage && (
        <>
          <button
            type="button"
            className={styles.tool}
            onClick={() => fileInput.current?.click()}
            disabled={sending}
            aria-label={t('composer.image')}
          >
            <Icon name="camera" size={24} />
          </button>
          <HiddenFileInput
            ref={fileInput}
            accept={IMAGE_TYPES}
            onChoose={([file]) => onPickImage(file)}
            data-testid="chat-image-file"
          />
        </>
      )}
      {onVoice && <VoiceButton disabled={sending} onRecorded={onVoice} />}
      <label htmlFor={inputId} className={styles.label}>
        {t('composer.label')}
      </label>
      <TextArea
        id={inputId}
        className={styles.input}
        value={text}
        rows={1}
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={maxLength}
        placeholder={placeholder ?? t('composer.placeholder')}
        enterKeyHint="send"
        onChange={setText}
        onKeyDown={onKeyDown}
      />
      <SendButton className={styles.send} disabled={!canSend} sending={sending} spinnerSize={16}>
        {t('composer.send')}
      </SendButton>
    </form>
  );
}
