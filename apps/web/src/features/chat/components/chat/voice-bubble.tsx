import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { mediaUrl } from '../../../../lib/media';

function playVoice(url: string): void {
  new Audio(mediaUrl(url)).play()?.catch(() => undefined);
}

interface VoiceBubbleProps {
  url: string;
  /** Length in seconds. */
  length: number;
  className: string;
}

/** A voice message: its length, played on a tap (in chat and in customer service). */
export function VoiceBubble({ url, length, className }: VoiceBubbleProps) {
  const { t } = useTranslation('chat');
  return (
    <button
      type="button"
      className={className}
      onClick={() => playVoice(url)}
      aria-label={t('chat.playVoice')}
    >
      <Icon name="mic" size={18} /> {t('chat.voiceLength', { seconds: length })}
    </button>
  );
}
