import { useUserStore } from '../../../stores/user-store';

export type AlertSound = 'service' | 'order' | 'notice' | 'chat';

/** The four sounds of spec §7, synthesised by `scripts/make-sounds.mjs` into `public/sounds/`. */
export const SOUND_URLS: Record<AlertSound, string> = {
  service: '/sounds/service.wav',
  order: '/sounds/order.wav',
  notice: '/sounds/notice.wav',
  chat: '/sounds/chat.wav',
};

/** Several pushes at once (missed messages after `shake`) make one sound, not a burst. */
const QUIET_MS = 1000;
let lastAlertAt = 0;

/** Browsers refuse sound and vibration before the member's first tap; then nothing is attempted. */
function hasUserActivation(): boolean {
  return (
    typeof navigator === 'undefined' ||
    !navigator.userActivation ||
    navigator.userActivation.hasBeenActive
  );
}

function playSound(sound: AlertSound): void {
  if (typeof Audio === 'undefined') return;
  try {
    const audio = new Audio(SOUND_URLS[sound]);
    audio.volume = 0.6;
    audio.play()?.catch(() => undefined); // autoplay refused or file missing: stay silent
  } catch {
    // no audio support
  }
}

/** Spec §7: a push plays its sound when the `voice` flag is on and vibrates when `shock` is on. */
export function alertPush(sound: AlertSound, now = Date.now()): void {
  if (now - lastAlertAt < QUIET_MS) return;
  lastAlertAt = now;
  if (!hasUserActivation()) return;
  const { voice, shock } = useUserStore.getState();
  if (voice) playSound(sound);
  if (shock && typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function')
    navigator.vibrate(80);
}

/** Tests start each case without the quiet period of the previous one. */
export function resetAlertsForTests(): void {
  lastAlertAt = 0;
}
