#!/usr/bin/env node
// Synthesises the four notification sounds (spec §7: service, order, notice, chat) as short sine-tone
// WAV files in apps/web/public/sounds/. Plain Node, no dependencies, no downloads; the output is
// deterministic, so re-running it changes nothing. Run: node apps/web/scripts/make-sounds.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 22_050;
const outDir = join(dirname(fileURLToPath(import.meta.url)), '../public/sounds');

/**
 * Each sound is a few notes: frequency in Hz, start and length in seconds. Distinct contours so the
 * member can tell them apart: chat rises, order rings three times, notice is one soft bell, service falls.
 */
const SOUNDS = {
  chat: [
    { hz: 880, at: 0, length: 0.09 },
    { hz: 1318.5, at: 0.1, length: 0.14 },
  ],
  order: [
    { hz: 659.3, at: 0, length: 0.1 },
    { hz: 830.6, at: 0.11, length: 0.1 },
    { hz: 987.8, at: 0.22, length: 0.18 },
  ],
  notice: [{ hz: 1046.5, at: 0, length: 0.32, partial: 2093 }],
  service: [
    { hz: 784, at: 0, length: 0.12 },
    { hz: 587.3, at: 0.13, length: 0.2 },
  ],
};

/** A note with a 5 ms attack and an exponential decay, so nothing clicks. */
function noteSample(note, t) {
  const local = t - note.at;
  if (local < 0 || local > note.length) return 0;
  const attack = Math.min(1, local / 0.005);
  const decay = Math.exp((-4 * local) / note.length);
  const release = Math.min(1, (note.length - local) / 0.01);
  let value = Math.sin(2 * Math.PI * note.hz * local);
  if (note.partial) value = 0.75 * value + 0.25 * Math.sin(2 * Math.PI * note.partial * local);
  return value * attack * decay * release;
}

/** 16-bit mono PCM WAV of the notes, at 40% of full scale. */
function renderWav(notes) {
  const seconds = Math.max(...notes.map((note) => note.at + note.length)) + 0.02;
  const count = Math.round(seconds * SAMPLE_RATE);
  const data = Buffer.alloc(count * 2);
  for (let index = 0; index < count; index += 1) {
    const t = index / SAMPLE_RATE;
    const mixed = notes.reduce((sum, note) => sum + noteSample(note, t), 0);
    const clipped = Math.max(-1, Math.min(1, mixed * 0.4));
    data.writeInt16LE(Math.round(clipped * 32_767), index * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

mkdirSync(outDir, { recursive: true });
for (const [name, notes] of Object.entries(SOUNDS)) {
  const wav = renderWav(notes);
  writeFileSync(join(outDir, `${name}.wav`), wav);
  console.log(`sounds/${name}.wav ${wav.length} bytes`);
}
