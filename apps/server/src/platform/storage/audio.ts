export type AudioExtension = 'ogg' | 'mp3' | 'wav';

const ascii = (buffer: Buffer, start: number, end: number) => buffer.toString('latin1', start, end);

/** An MPEG audio frame header: 11 sync bits, a defined version and layer, a valid bitrate and rate. */
function mpegFrame(buffer: Buffer): boolean {
  if (buffer.length < 4 || buffer[0] !== 0xff || (buffer[1]! & 0xe0) !== 0xe0) return false;
  const version = (buffer[1]! >> 3) & 0x03;
  const layer = (buffer[1]! >> 1) & 0x03;
  const bitrate = buffer[2]! >> 4;
  const rate = (buffer[2]! >> 2) & 0x03;
  return version !== 1 && layer !== 0 && bitrate !== 0 && bitrate !== 15 && rate !== 3;
}

/**
 * Ogg (`OggS`), MP3 (an ID3 tag or an MPEG frame) or WAV (`RIFF` … `WAVE` with a `fmt ` chunk), by the
 * file's own bytes whatever it is called. WebM and MP4/M4A recordings are recognised as containers by
 * the upload route (the same bytes as video). Anything else is not audio.
 */
export function audioContainer(buffer: Buffer): AudioExtension | null {
  if (buffer.length >= 28 && ascii(buffer, 0, 4) === 'OggS' && buffer[4] === 0) return 'ogg';
  if (buffer.length >= 10 && ascii(buffer, 0, 3) === 'ID3' && buffer[3]! < 0xff) return 'mp3';
  if (mpegFrame(buffer)) return 'mp3';
  if (
    buffer.length >= 44 &&
    ascii(buffer, 0, 4) === 'RIFF' &&
    ascii(buffer, 8, 12) === 'WAVE' &&
    ascii(buffer, 12, 16) === 'fmt '
  )
    return 'wav';
  return null;
}
