import type { FeedbackInputSchema } from '@cloudmall/contract/service';
import { serviceConsoleRoutes as desk, serviceRoutes } from '@cloudmall/contract/service';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { auditsOfRow, useTestAppWithRoleTokens } from '../../../test/admin-helpers.ts';
import { t } from '../../../test/app-per-file.ts';
import { countRows } from '../../../test/rows.ts';
import { call } from '../../../test/test-app.ts';
import { expectNotices } from '../../../test/notices.ts';
import { newMember, tokenOf } from '../../../test/wallet-helpers.ts';
import { memberRoles, serviceRequests } from '../../db/schema/index.ts';

const tokens = useTestAppWithRoleTokens({ catalog: true });
const PHOTO = '/uploads/2026/11/0b7c61a4-7a43-4c56-a54e-3f3b9f1e2d10.webp';

const mine = async (kind: string, token: string) =>
  (await call(t, serviceRoutes.mine, { kind }, token)).body.data!.data;
const feedbackId = async (input: z.input<typeof FeedbackInputSchema>, token: string) =>
  (await call(t, serviceRoutes.feedback, input, token)).body.data!.id;

describe('feedback: the member sends it, the desk replies, the member reads the reply', () => {
  it('a reply is stored, audited, noticed to the member in their language and shown in their list', async () => {
    const m = await newMember(t, 'fbround');
    const sent = await call(
      t,
      serviceRoutes.feedback,
      { type: 'problem', content: 'The order page is slow', images: [PHOTO], contact: 'a@b.c' },
      m.token,
    );
    const id = sent.body.data!.id;
    expect((await mine('feedback', m.token))[0]).toMatchObject({
      id,
      state: 'submitted',
      category: 'problem',
      images: [PHOTO],
      reply: '',
    });
    const listed = await call(
      t,
      desk.feedbackList,
      { state: 'submitted', q: 'fbround' },
      tokens.admin,
    );
    expect(listed.body.data!.data.map((row) => [row.id, row.username])).toEqual([[id, 'fbround']]);
    const replied = await call(
      t,
      desk.feedbackReply,
      { id, reply: 'Fixed, thank you' },
      tokens.admin,
    );
    expect(replied.body.code).toBe(1);
    expect((await mine('feedback', m.token))[0]).toMatchObject({
      state: 'replied',
      reply: 'Fixed, thank you',
    });
    expect((await auditsOfRow(t, 'feedback', id))[0]).toMatchObject({
      action: 'service.feedback.reply',
      before: { state: 'submitted', reply: '' },
    });
    await expectNotices(t, m.id, 'service.feedbackReplied');
    const closed = await call(t, desk.feedbackClose, { id, reason: 'Done here' }, tokens.admin);
    expect(closed.body.code).toBe(1);
    expect((await call(t, desk.feedbackReply, { id, reply: 'Again' }, tokens.admin)).body.msg).toBe(
      'service_request_closed',
    );
  });

  it('another member’s feedback id is not found, and a member cannot reach the console list', async () => {
    const a = await newMember(t, 'fbowner');
    const b = await newMember(t, 'fbother');
    const id = await feedbackId({ type: 'other', content: 'Mine and only mine' }, a.token);
    expect((await call(t, serviceRoutes.detail, { id }, b.token)).body.msg).toBe('not_found');
    expect((await call(t, serviceRoutes.detail, { id }, a.token)).body.data!.id).toBe(id);
    expect(await mine('feedback', b.token)).toEqual([]);
    expect((await call(t, desk.feedbackList, {}, tokens.member)).status).toBe(403);
  });

  it('the service desk role answers feedback and consultations but not complaints', async () => {
    const agent = await newMember(t, 'deskagent');
    await t.db.insert(memberRoles).values({ userId: agent.id, role: 'service' });
    const token = await tokenOf(t, 'deskagent', 'secret99');
    const m = await newMember(t, 'fbagent');
    const id = await feedbackId({ type: 'suggestion', content: 'Add dark mode' }, m.token);
    expect((await call(t, desk.feedbackReply, { id, reply: 'Noted' }, token)).body.code).toBe(1);
    expect((await call(t, desk.complaintList, {}, token)).status).toBe(403);
  });
});

describe('photos: only pictures the upload route stored, at most four', () => {
  it('a video, a private identity photo, an outside address or a fifth photo is refused and nothing is stored', async () => {
    const m = await newMember(t, 'fbphotos');
    const before = await countRows(t, serviceRequests);
    for (const images of [
      ['/uploads/2026/11/0b7c61a4-7a43-4c56-a54e-3f3b9f1e2d10.mp4'],
      ['/private/kyc/2026/11/0b7c61a4-7a43-4c56-a54e-3f3b9f1e2d10.webp'],
      ['https://evil.example/x.webp'],
      ['/uploads/../../etc/passwd.webp'],
      [PHOTO, PHOTO, PHOTO, PHOTO, PHOTO],
    ]) {
      const answer = await call(
        t,
        serviceRoutes.feedback,
        { type: 'problem', content: 'See my photos', images },
        m.token,
      );
      expect(answer.body.msg).toBe('validation_failed');
    }
    expect(await countRows(t, serviceRequests)).toBe(before);
  });

  it('the upload route refuses a file that is not a picture and a picture over its size limit', async () => {
    const m = await newMember(t, 'fbupload');
    const send = (content: Buffer, name: string, type: string) => {
      const boundary = '----service-desk';
      return t.app.inject({
        method: 'POST',
        url: '/api/common/upload',
        headers: { token: m.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
          ),
          content,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    };
    const text = await send(Buffer.from('not a picture at all'), 'a.jpg', 'image/jpeg');
    expect(text.json()).toMatchObject({ msg: 'upload_type_not_allowed' });
    const huge = await send(Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'b.jpg', 'image/jpeg');
    expect(huge.statusCode).toBe(413);
  });
});

describe('expert consultation: the member asks, an expert answers in the console', () => {
  it('the answer reaches the member’s list and a notice; a feedback id is not a consultation', async () => {
    const m = await newMember(t, 'consult');
    const id = (
      await call(
        t,
        serviceRoutes.consultation,
        { subject: 'Phone battery', content: 'My cloud phone battery drains fast', contact: '555' },
        m.token,
      )
    ).body.data!.id;
    expect((await mine('consultation', m.token))[0]).toMatchObject({
      id,
      state: 'pending',
      subject: 'Phone battery',
    });
    const listed = await call(t, desk.consultationList, { state: 'pending' }, tokens.admin);
    expect(listed.body.data!.data.map((row) => row.id)).toContain(id);
    expect(
      (await call(t, desk.consultationAnswer, { id, reply: 'Lower the frame rate' }, tokens.admin))
        .body.code,
    ).toBe(1);
    expect((await mine('consultation', m.token))[0]).toMatchObject({
      state: 'answered',
      reply: 'Lower the frame rate',
    });
    expect(
      (await call(t, desk.feedbackReply, { id, reply: 'Wrong desk' }, tokens.admin)).body.msg,
    ).toBe('not_found');
    await expectNotices(t, m.id, 'service.consultationAnswered');
  });
});
