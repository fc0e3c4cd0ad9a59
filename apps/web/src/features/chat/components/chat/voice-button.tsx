import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../../components/ui/close-button';
import { Icon } from '../../../../components/ui/icon';
import { toast } from '../../../../components/ui/toast';
import { type Recording, useVoiceRecorder } from '../../hooks/use-voice-recorder';
import styles from './composer.module.css';

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

interface VoiceButtonProps {
  disabled: boolean;
  onRecorded: (recording: Recording) => void;
}

/** The microphone of the composer: tap to record, tap again to send, ✕ to drop. Hidden without MediaRecorder. */
export function VoiceButton({ disabled, onRecorded }: VoiceButtonProps) {
  const { t } = useTranslation('chat');
  const recorder = useVoiceRecorder({
    onRecorded,
    onDenied: () => toast.fail(t('composer.voiceDenied')),
  });
  if (recorder.state === 'unsupported') return null;
  const recording = recorder.state === 'recording';
  return (
    <>
      <button
        type="button"
        className={`${styles.tool} ${recording ? styles.recording : ''}`}
        onClick={() => (recording ? recorder.stop() : void recorder.start())}
        disabled={disabled || recorder.state === 'starting'}
        aria-pressed={recording}
        aria-label={recording ? t('composer.voiceStop') : t('composer.voiceStart')}
      >
        <Icon name="mic" size={24} />
      </button>
      {recording && (
        <>
          <span className={styles.timer} role="timer">
            {t('composer.voiceElapsed', {
              elapsed: clock(recorder.elapsed),
              max: clock(recorder.maxSeconds),
            })}
          </span>
          <CloseButton
            className={styles.tool}
            onClick={recorder.cancel}
            label={t('composer.voiceCancel')}
          />
        </>
      )}
    </>
  );
}
