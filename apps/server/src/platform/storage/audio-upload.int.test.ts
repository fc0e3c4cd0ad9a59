import { UploadResultSchema } from '@cloudmall/contract';
import { chatConsoleRoutes, chatRoutes } from '@cloudmall/contract/chat';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { newMember, tokenOf } from '../../../test/wallet-helpers.ts';

let token: string;
useTestApp({}, async () => {
  token = await tokenOf(t, 'demo');
});

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
  const form = multipartFile(filename, content, type, '----cloudmall-voice');
  return { payload: form.payload, headers: { ...form.headers, token } };
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

describe('voice message to customer service', () => {
  it('goes to a human agent, the assistant saying it cannot listen, and shows in the agents’ queue', async () => {
    const member = await newMember(t, 'voice_asker');
    const form = multipart('q.wav', wav(2), 'audio/wav');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      payload: form.payload,
      headers: { ...form.headers, token: member.token },
    });
    const { url } = UploadResultSchema.parse(upload.json().data);
    const asked = await call(t, chatRoutes.service, { voice: { url, length: 2 } }, member.token);
    expect(asked.body.data?.map((m) => [m.sender, m.message.type])).toEqual([
      ['member', 'voice'],
      ['bot', 'text'],
    ]);
    expect(asked.body.data?.[0]?.message).toEqual({ type: 'voice', content: { url, length: 2 } });
    expect(asked.body.data?.[1]?.message.content).toMatchObject({
      text: expect.stringMatching(/cannot listen to voice messages/),
    });
    const queue = await call(t, chatConsoleRoutes.serviceQueue, {}, await tokenOf(t, 'admin'));
    expect(queue.body.data?.data.find((q) => q.user_id === member.id)?.last).toBe('[voice]');
  });

  it('needs exactly one of a text or a voice recording', async () => {
    const member = await newMember(t, 'voice_both');
    expect((await call(t, chatRoutes.service, {}, member.token)).body.msg).toBe(
      'validation_failed',
    );
    const both = { text: 'hi', voice: { url: '/uploads/2026/11/x.wav', length: 1 } };
    expect((await call(t, chatRoutes.service, both, member.token)).body.msg).toBe(
      'validation_failed',
    );
    expect(
      (
        await call(
          t,
          chatRoutes.service,
          { voice: { url: 'https://evil.example/x.mp3', length: 1 } },
          member.token,
        )
      ).body.msg,
    ).toBe('validation_failed');
  });
});
