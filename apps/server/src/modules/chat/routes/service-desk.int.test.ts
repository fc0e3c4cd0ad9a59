import { chatConsoleRoutes, chatRoutes, serviceDeskRoutes } from '@cloudmall/contract/chat';
import { describe, expect, it } from 'vitest';
import { listenForSockets, openSocket, ofType } from '../../../../test/socket-client.ts';
import { call } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { admin, useTestAppWithAdmin } from '../../../../test/admin-helpers.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';

let url: string;
useTestAppWithAdmin({}, async () => {
  url = await listenForSockets(t);
});

describe('the customer-service desk', () => {
  it("reads a member's conversation and looks members up read only; no such member: chat_user_not_found", async () => {
    const m = await newMember(t, 'deskreader');
    await call(t, chatRoutes.service, { text: 'where is my parcel', human: true }, m.token);
    await call(t, chatConsoleRoutes.serviceReply, { user_id: m.id, text: 'On its way.' }, admin);
    const read = await call(t, serviceDeskRoutes.conversation, { user_id: m.id }, admin);
    expect(read.body.data!.member).toMatchObject({ user_id: m.id, username: 'deskreader' });
    expect(read.body.data!.messages.map((x) => x.sender)).toEqual(['member', 'bot', 'agent']);
    const found = await call(t, serviceDeskRoutes.member, { ref: 'deskreader' }, admin);
    expect(found.body.data).toMatchObject({ user_id: m.id });
    const none = await call(t, serviceDeskRoutes.member, { ref: 'nobody-here' }, admin);
    expect(none.body.msg).toBe('chat_user_not_found');
    const ghost = await call(t, serviceDeskRoutes.conversation, { user_id: 1_999_999 }, admin);
    expect(ghost.body.msg).toBe('chat_user_not_found');
    expect((await call(t, serviceDeskRoutes.member, { ref: 'deskreader' }, m.token)).status).toBe(
      403,
    );
  });

  it("tells the agents' desks over the socket when a member asks for a person", async () => {
    const desk = await openSocket(url);
    await call(t, chatRoutes.shake, { client_id: desk.clientId }, admin);
    const m = await newMember(t, 'deskasker');
    await call(t, chatRoutes.service, { text: 'a person please', human: true }, m.token);
    expect(await desk.next(ofType('service_desk'))).toEqual({
      type: 'service_desk',
      user_id: m.id,
    });
    desk.close();
  });
});
