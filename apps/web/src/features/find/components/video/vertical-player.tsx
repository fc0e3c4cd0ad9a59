import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoFeed } from '../../hooks/use-video-feed';
import { useSwipe } from '../../hooks/use-swipe';
import { clampIndex, shouldLoadMore } from '../../video/swipe-index';
import { VideoSlide } from './video-slide';
import styles from './vertical-player.module.css';
import { BackButton } from '../../../../components/ui/back-button';

interface VerticalPlayerProps {
  /** The videos, the one to start at, and the next page loaded near the end. */
  feed: Pick<VideoFeed, 'items' | 'startIndex' | 'hasMore' | 'loadMore'>;
  onBack: () => void;
}

/** Full-screen vertical videos: swipe (or wheel, or arrow keys) up and down, tap to pause, sound toggle. */
export function VerticalPlayer({ feed, onBack }: VerticalPlayerProps) {
  const { items, startIndex, hasMore, loadMore } = feed;
  const { t } = useTranslation('find');
  const [index, setIndex] = useState(() => clampIndex(startIndex, items.length));
  const [paused, setPaused] = useState(false);
  const [muted, setMuted] = useState(true);
  const player = useRef<HTMLDivElement>(null);
  const current = clampIndex(index, items.length);
  const go = (next: number) => {
    setIndex(next);
    setPaused(false);
  };
  const swipe = useSwipe(current, items.length, go);
  const blocked = useCallback(() => setPaused(true), []);

  useEffect(() => {
    if (hasMore && shouldLoadMore(current, items.length)) loadMore();
  }, [current, items.length, hasMore, loadMore]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, PageDown: 1, ArrowUp: -1, PageUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      const next = clampIndex(current + step, items.length);
      if (next !== current) go(next);
    } else if (event.key === ' ' && event.target === event.currentTarget) {
      event.preventDefault();
      setPaused((value) => !value);
    }
  };
  const tap = () => {
    if (swipe.justSwiped()) return;
    setPaused((value) => !value);
    // the play button goes away on resume: keep the keyboard on the player
    player.current?.focus({ preventScroll: true });
  };

  return (
    <div
      ref={player}
      className={styles.player}
      tabIndex={0}
      onKeyDown={onKeyDown}
      role="region"
      aria-label={t('player.label')}
      {...swipe.handlers}
    >
      {items.map((post, position) => {
        const distance = position - current;
        if (Math.abs(distance) > 1) return null;
        return (
          <div
            key={post.id}
            className={styles.frame}
            style={{
              transform: `translate3d(0, calc(${distance * 100}% + ${swipe.drag}px), 0)`,
              transition: swipe.drag ? 'none' : undefined,
            }}
          >
            <VideoSlide
              post={post}
              active={distance === 0}
              muted={muted}
              paused={paused}
              onTap={tap}
              onBlocked={blocked}
            />
          </div>
        );
      })}
      <div className={styles.top}>
        <BackButton className={styles.round} onClick={onBack} />
        <span className={styles.position} aria-live="polite">
          {t('player.position', { index: current + 1, count: items.length })}
        </span>
        <button
          type="button"
          className={styles.round}
          onClick={() => setMuted((value) => !value)}
          aria-pressed={!muted}
          aria-label={t(muted ? 'player.unmute' : 'player.mute')}
        >
          <SoundIcon muted={muted} />
        </button>
      </div>
    </div>
  );
}

/** A speaker, crossed out when muted (the kit has no sound icon). */
function SoundIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={22}
      height={22}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      {muted ? (
        <path d="M16 9.5l5 5M21 9.5l-5 5" />
      ) : (
        <path d="M16 9a4.5 4.5 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" />
      )}
    </svg>
  );
}
