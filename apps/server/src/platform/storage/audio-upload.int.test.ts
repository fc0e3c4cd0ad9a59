import { identityRoutes, UploadResultSchema } from '@cloudmall/contract';
import { chatRoutes } from '@cloudmall/contract/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newMember } from '../../../test/wallet-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await call(t, identityRoutes.login, { account: 'demo', password: 'demo1234' })).body
    .data!.userinfo.token;
});
afterAll(async () => t.close());

/** A real PCM WAV file: 16-bit mono at 8 kHz, a 440 Hz tone of the given length. */
function wav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const file = Buffer.alloc(44 + samples * 2);
  file.write('RIFF', 0, 'latin1');
  file.writeUInt32LE(36 + samples * 2, 4);
  file.write('WAVEfmt ', 8, 'latin1');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20); // PCM
  file.writeUInt16LE(1, 22); // mono
  file.writeUInt32LE(rate, 24);
  file.writeUInt32LE(rate * 2, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36, 'latin1');
  file.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    file.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return file;
}

function multipart(filename: string, content: Buffer, type: string) {
  const boundary = '----cloudmall-voice';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
  };
}

const upload = (filename: string, content: Buffer, type: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/common/upload',
    ...multipart(filename, content, type),
  });

describe('voice recording upload', () => {
  it('stores a recording recognised by its content as sent, served as audio, and sends it as a voice message', async () => {
    const recording = wav(1.5);
    const response = await upload('voice.webm', recording, 'application/octet-stream');
    const { url } = UploadResultSchema.parse(response.json().data);
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.wav$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toMatch(/^audio\//);
    expect(served.rawPayload.equals(recording)).toBe(true);

    const other = await newMember(t, 'voice_peer');
    const sent = await call(
      t,
      chatRoutes.send,
      { to_id: other.id, type: 'voice', content: { url, length: 2 } },
      token,
    );
    expect(sent.body.data?.message).toEqual({ type: 'voice', content: { url, length: 2 } });
  });

  it('refuses a ".webm" that is really text, whatever type it claims', async () => {
    const fake = Buffer.from(
      'this is not audio, just text pretending to be a recording\n'.repeat(20),
    );
    const response = await upload('voice.webm', fake, 'audio/webm');
    expect(response.json()).toMatchObject({ code: 0, msg: 'upload_type_not_allowed' });
  });

  it('refuses a recording over the audio size limit', async () => {
    const response = await upload('long.wav', wav(330), 'audio/wav');
    expect(response.statusCode).toBe(413);
  });
});
