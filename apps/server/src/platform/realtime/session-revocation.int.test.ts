import { identityRoutes } from '@cloudmall/contract';
import { chatRoutes } from '@cloudmall/contract/chat';
import { describe, expect, it } from 'vitest';
import { listenForSockets, openSocket, ofType } from '../../../test/socket-client.ts';
import { call, lastSmsCode } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { newMember } from '../../../test/wallet-helpers.ts';

let url: string;
useTestApp({}, async () => {
  url = await listenForSockets(t);
});

const QUIET_MS = 400;
let serial = 0;

/** A member with a known phone, logged in, and a socket bound to that session. */
async function boundMember(name: string) {
  const mobile = `9056${String(Date.now() % 1e6).padStart(6, '0')}${String(serial++).padStart(2, '0')}`;
  // The number is confirmed at registration, so it can receive a password-reset code.
  await call(t, identityRoutes.smsSend, { mobile, event: 'register' });
  const { body } = await call(t, identityRoutes.register, {
    username: name,
    password: 'secret99',
    invite_code: 'CLOUDMALL',
    mobile,
    captcha: lastSmsCode(t, mobile),
  });
  const { id, token } = body.data!.userinfo;
  const socket = await openSocket(url);
  expect((await call(t, chatRoutes.shake, { client_id: socket.clientId }, token)).body.code).toBe(
    1,
  );
  return { id, token, mobile, socket };
}

const say = (from: string, toId: number, text: string) =>
  call(t, chatRoutes.send, { to_id: toId, type: 'text', content: { text } }, from);

/** Resolves true when no chat push with this text arrives within the quiet window. */
const receivesNoChat = (socket: Awaited<ReturnType<typeof openSocket>>, text: string) =>
  socket
    .next((m) => m.type === 'chat' && JSON.stringify(m).includes(text), QUIET_MS)
    .then(
      () => false,
      () => true,
    );

/** Asserts that the member's socket was told `user_login` and gets no private chat from then on. */
async function expectSocketSignedOut(
  member: Awaited<ReturnType<typeof boundMember>>,
  sender: { token: string },
  text: string,
) {
  expect(await member.socket.next(ofType('user_login'))).toEqual({
    type: 'user_login',
    user_id: member.id,
  });
  await say(sender.token, member.id, text);
  expect(await receivesNoChat(member.socket, text)).toBe(true);
}

describe('a revoked session keeps no socket', () => {
  it('tells the socket user_login and stops private pushes after a password reset', async () => {
    const sender = await newMember(t, 'rv_send1');
    const member = await boundMember('rv_reset');
    await call(t, identityRoutes.smsSend, { mobile: member.mobile, event: 'resetpwd' });
    const reset = await call(t, identityRoutes.resetPassword, {
      mobile: member.mobile,
      captcha: lastSmsCode(t, member.mobile),
      newpassword: 'newpass77',
    });
    expect(reset.body.code).toBe(1);
    await expectSocketSignedOut(member, sender, 'after the reset');
    member.socket.close();
  });

  it('unbinds every socket of the session on a logout that names no client id', async () => {
    const sender = await newMember(t, 'rv_send2');
    const member = await boundMember('rv_logout');
    expect((await call(t, identityRoutes.logout, {}, member.token)).body.code).toBe(1);
    await expectSocketSignedOut(member, sender, 'after the logout');
    member.socket.close();
  });

  it('releases the logging-out socket quietly and tells the session’s other sockets', async () => {
    const member = await boundMember('rv_twotabs');
    const other = await openSocket(url);
    await call(t, chatRoutes.shake, { client_id: other.clientId }, member.token);
    await call(t, identityRoutes.logout, { client_id: member.socket.clientId }, member.token);
    expect(await other.next(ofType('user_login'))).toEqual({
      type: 'user_login',
      user_id: member.id,
    });
    await expect(member.socket.next(ofType('user_login'), QUIET_MS)).rejects.toThrow(
      /no matching push/,
    );
    member.socket.close();
    other.close();
  });

  it('stops pushes to the socket of an expired session and counts the member offline', async () => {
    const sender = await newMember(t, 'rv_send3');
    const member = await boundMember('rv_expiry');
    await say(sender.token, member.id, 'while live');
    await member.socket.next(ofType('chat'));
    t.clock.advance(31 * 86_400_000);
    const sender2 = await newMember(t, 'rv_send4');
    await say(sender2.token, member.id, 'after expiry');
    expect(await receivesNoChat(member.socket, 'after expiry')).toBe(true);
    t.realtime.expireSessions();
    expect(await member.socket.next(ofType('user_login'))).toEqual({
      type: 'user_login',
      user_id: member.id,
    });
    expect(await t.realtime.isOnline(member.id)).toBe(false);
    member.socket.close();
  });
});
