import { useCallback, useEffect, useRef, useState } from 'react';

/** The longest voice message; recording stops by itself there. */
export const VOICE_MAX_SECONDS = 60;

export type RecorderState = 'idle' | 'starting' | 'recording' | 'unsupported';

/** A finished recording: the audio and its length in whole seconds (at least 1). */
export interface Recording {
  blob: Blob;
  seconds: number;
}

interface RecorderOptions {
  onRecorded: (recording: Recording) => void;
  /** The microphone could not be opened (refused permission, no device). */
  onDenied: () => void;
  maxSeconds?: number;
}

const supported = () =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder === 'function' &&
  Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * Tap to start, tap to stop: records the microphone with MediaRecorder, stops by itself at the limit,
 * and hands over the audio with its length. `cancel` drops a recording without sending it.
 */
export function useVoiceRecorder({
  onRecorded,
  onDenied,
  maxSeconds = VOICE_MAX_SECONDS,
}: RecorderOptions) {
  const [state, setState] = useState<RecorderState>(() => (supported() ? 'idle' : 'unsupported'));
  const [elapsed, setElapsed] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const startedAt = useRef(0);
  const keep = useRef(true);
  const handlers = useRef({ onRecorded, onDenied });
  useEffect(() => {
    handlers.current = { onRecorded, onDenied };
  }, [onRecorded, onDenied]);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const cancel = useCallback(() => {
    keep.current = false;
    stop();
  }, [stop]);

  const start = useCallback(async () => {
    if (state !== 'idle') return;
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState('idle');
      handlers.current.onDenied();
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    recorder.current = media;
    keep.current = true;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      const seconds = Math.min(
        maxSeconds,
        Math.max(1, Math.round((Date.now() - startedAt.current) / 1000)),
      );
      recorder.current = null;
      setState('idle');
      setElapsed(0);
      if (keep.current && chunks.length)
        handlers.current.onRecorded({
          blob: new Blob(chunks, { type: media.mimeType || chunks[0]!.type }),
          seconds,
        });
    };
    startedAt.current = Date.now();
    media.start();
    setState('recording');
    timer.current = setInterval(() => {
      const seconds = Math.floor((Date.now() - startedAt.current) / 1000);
      setElapsed(seconds);
      if (seconds >= maxSeconds) stop();
    }, 250);
  }, [state, maxSeconds, stop]);

  useEffect(() => cancel, [cancel]);

  return { state, elapsed, maxSeconds, start, stop, cancel };
}
