import { useEffect, useState, type RefObject } from 'react';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Plays an HLS playlist in `video`: natively where the browser can (Safari, iOS, Android), otherwise
 * with hls.js, loaded on first use as its own chunk. Answers whether playback failed for good.
 */
export function useHls(video: RefObject<HTMLVideoElement | null>, url: string): boolean {
  const [failedUrl, setFailedUrl] = useState<string>();
  useEffect(() => {
    const element = video.current;
    if (!element || !url) return undefined;
    const setFailed = () => setFailedUrl(url);
    if (element.canPlayType(HLS_TYPE)) {
      element.setAttribute('src', url);
      return () => {
        element.removeAttribute('src');
        element.load();
      };
    }
    let cancelled = false;
    let destroy: (() => void) | undefined;
    import('hls.js/light')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed();
          return;
        }
        const hls = new Hls({ lowLatencyMode: true });
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed();
        });
        hls.loadSource(url);
        hls.attachMedia(element);
      })
      .catch(() => {
        if (!cancelled) setFailed();
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [video, url]);
  return failedUrl === url;
}
