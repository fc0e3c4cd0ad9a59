import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icon';
import styles from './image-preview.module.css';

interface ImagePreviewProps {
  /** The image to show; nothing is shown without one. */
  src: string | undefined;
  onClose: () => void;
  /** Accessible names of the viewer and of its close button. */
  label: string;
  closeLabel: string;
}

/** One image full screen on black (a light viewer: no gestures library); a tap or Escape closes it. */
export function ImagePreview({ src, onClose, label, closeLabel }: ImagePreviewProps) {
  useEffect(() => {
    if (!src) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [src, onClose]);

  if (!src) return null;
  return createPortal(
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onClick={onClose}
    >
      <img src={src} alt="" className={styles.image} />
      <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
        <Icon name="close" size={24} strokeWidth={2} />
      </button>
    </div>,
    document.body,
  );
}

/** A viewer's state: `open(url)` shows the image; `viewer` is the element to place once. */
export function useImagePreview(label: string, closeLabel: string) {
  const [src, setSrc] = useState<string>();
  const close = useCallback(() => setSrc(undefined), []);
  const viewer = <ImagePreview src={src} onClose={close} label={label} closeLabel={closeLabel} />;
  return { open: setSrc, viewer };
}
