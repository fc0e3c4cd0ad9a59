import { catalogRoutes } from '@cloudmall/contract/catalog';
import { chatRoutes } from '@cloudmall/contract/chat';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';

useTestApp({ catalog: true });

describe('a goods card in chat', () => {
  it('is filled from the catalog: the sender names only the goods id', async () => {
    const a = await newMember(t, 'cg_alice');
    const b = await newMember(t, 'cg_bobby');
    const listed = (await call(t, catalogRoutes.goodsList, { page: 1 })).body.data!.data[0]!;
    const sent = await call(
      t,
      chatRoutes.send,
      { to_id: b.id, type: 'goods', content: { id: listed.id } },
      a.token,
    );
    expect(sent.body.data?.message).toEqual({
      type: 'goods',
      content: { id: listed.id, title: listed.title, image: listed.image, price: listed.price },
    });
    const history = await call(t, chatRoutes.history, { id: a.id }, b.token);
    expect(history.body.data?.data.at(-1)?.message).toEqual(sent.body.data?.message);
  });

  it('never takes the title, image or price of a card from the sender: the catalog shows its own', async () => {
    const a = await newMember(t, 'cg_forger');
    const b = await newMember(t, 'cg_victim');
    const listed = (await call(t, catalogRoutes.goodsList, { page: 1 })).body.data!.data[0]!;
    const forged = {
      id: listed.id,
      title: 'iPhone for 1.00',
      image: 'https://tracker.example/pixel.gif',
      price: '1.00',
    };
    // The protocol's client sends the card it shows; fields beyond the id are dropped, not trusted.
    const sent = await call(
      t,
      chatRoutes.send,
      { to_id: b.id, type: 'goods', content: forged },
      a.token,
    );
    const catalogCard = {
      id: listed.id,
      title: listed.title,
      image: listed.image,
      price: listed.price,
    };
    expect(sent.body.data?.message).toEqual({ type: 'goods', content: catalogCard });
    const history = (await call(t, chatRoutes.history, { id: a.id }, b.token)).body.data!;
    expect(history.data.map((row) => row.message)).toEqual([
      { type: 'goods', content: catalogCard },
    ]);
  });

  it('answers chat_goods_not_found for a goods id the catalog does not sell', async () => {
    const a = await newMember(t, 'cg_unknown');
    const b = await newMember(t, 'cg_reader');
    const sent = await call(
      t,
      chatRoutes.send,
      { to_id: b.id, type: 'goods', content: { id: 987_654 } },
      a.token,
    );
    expect(sent.body.msg).toBe('chat_goods_not_found');
  });
});
