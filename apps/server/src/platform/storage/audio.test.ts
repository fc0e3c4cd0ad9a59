import { describe, expect, it } from 'vitest';
import { audioContainer } from './audio.ts';

const bytes = (...values: number[]) => Buffer.concat([Buffer.from(values), Buffer.alloc(64)]);

describe('audio recognised by its bytes', () => {
  it('knows Ogg, MP3 (ID3 tag or MPEG frame) and WAV', () => {
    expect(audioContainer(Buffer.concat([Buffer.from('OggS\0', 'latin1'), Buffer.alloc(40)]))).toBe(
      'ogg',
    );
    expect(
      audioContainer(Buffer.concat([Buffer.from('ID3\x04\0', 'latin1'), Buffer.alloc(40)])),
    ).toBe('mp3');
    expect(audioContainer(bytes(0xff, 0xfb, 0x90, 0x64))).toBe('mp3');
    const wav = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'), Buffer.alloc(40)]);
    expect(audioContainer(wav)).toBe('wav');
  });

  it('refuses text, images and a broken MPEG header', () => {
    expect(
      audioContainer(Buffer.from('just some text that claims to be audio'.repeat(3))),
    ).toBeNull();
    expect(audioContainer(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(audioContainer(bytes(0xff, 0xfb, 0xf0, 0x64))).toBeNull(); // bitrate index 15 is invalid
    expect(
      audioContainer(
        Buffer.concat([Buffer.from('RIFF\0\0\0\0AVI LIST', 'latin1'), Buffer.alloc(40)]),
      ),
    ).toBeNull();
  });
});
