/**
 * A stand-in for the browser's MediaRecorder (jsdom has none) that records in `mimeType`: stop()
 * hands over one chunk of that container; `last` is the newest recorder.
 */
export function fakeRecorder(mimeType: string) {
  const container = mimeType.split(';')[0];
  return class FakeRecorder {
    static last: FakeRecorder | undefined;
    state: 'inactive' | 'recording' = 'inactive';
    mimeType = mimeType;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor() {
      FakeRecorder.last = this;
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['opus frames'], { type: container }) });
      this.onstop?.();
    }
  };
}
