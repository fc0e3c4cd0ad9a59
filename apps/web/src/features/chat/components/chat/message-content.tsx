import type { ChatMessageBody } from '@cloudmall/contract/chat';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mediaUrl } from '../../../../lib/media';
import { GoodsCard } from './goods-card';
import { VoiceBubble } from './voice-bubble';
import styles from './message-content.module.css';
import { paths } from '../../../../lib/paths';

/** Largest side of an image in the conversation, in CSS pixels. */
const IMAGE_MAX = 180;

function fitImage(w: number, h: number): { width: number; height: number } {
  const scale = Math.min(1, IMAGE_MAX / Math.max(w, h));
  return {
    width: Math.max(40, Math.round(w * scale)),
    height: Math.max(40, Math.round(h * scale)),
  };
}

interface MessageContentProps {
  body: ChatMessageBody;
  mine: boolean;
  onPreview: (url: string) => void;
}

/**
 * The inside of a bubble. Everything a member wrote is rendered as text (React escapes it), never as
 * HTML: a message like `<img src=x onerror=…>` shows those characters.
 */
export function MessageContent({ body, mine, onPreview }: MessageContentProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const bubble = `${styles.bubble} ${mine ? styles.mine : styles.theirs}`;
  switch (body.type) {
    case 'text':
      return <p className={`${bubble} ${styles.text}`}>{body.content.text}</p>;
    case 'img': {
      const size = fitImage(body.content.w, body.content.h);
      return (
        <button
          type="button"
          className={styles.image}
          style={size}
          onClick={() => onPreview(mediaUrl(body.content.url))}
          aria-label={t('chat.viewImage')}
        >
          <img
            src={mediaUrl(body.content.url)}
            alt=""
            loading="lazy"
            width={size.width}
            height={size.height}
          />
        </button>
      );
    }
    case 'voice':
      return (
        <VoiceBubble
          className={`${bubble} ${styles.voice}`}
          url={body.content.url}
          length={body.content.length}
        />
      );
    case 'goods':
      return (
        <div className={styles.goods}>
          <GoodsCard
            goods={body.content}
            onOpen={() => void navigate(paths.goods(body.content.id))}
          />
        </div>
      );
  }
}
