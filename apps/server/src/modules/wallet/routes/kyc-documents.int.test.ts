import { walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';

useTestApp();

const person = {
  name: 'Ada Member',
  id_number: 'P1234567',
  front_image: '/uploads/2026/11/front.webp',
};

/** A fresh member submits KYC with a document; answers the API's body. */
async function submitAsNewMember(
  username: string,
  document: { id_type: 'passport' | 'identity_card'; back_image?: string },
) {
  const m = await newMember(t, username);
  return (await call(t, walletRoutes.submitKyc, { ...person, ...document }, m.token)).body;
}

describe('KYC asks for a back photo only of documents that have one', () => {
  it('accepts a passport with its photo page and no back photo', async () => {
    expect(await submitAsNewMember('kycpassport', { id_type: 'passport' })).toMatchObject({
      code: 1,
      data: { status: 'pending' },
    });
  });

  it('accepts a passport sent with an empty back photo, as the form sends it', async () => {
    const body = await submitAsNewMember('kycpassport2', { id_type: 'passport', back_image: '' });
    expect(body.data?.status).toBe('pending');
  });

  it('refuses an identity card or a driving licence without the back photo, and stores nothing', async () => {
    const m = await newMember(t, 'kycidcard');
    for (const id_type of ['identity_card', 'driving_licence'] as const) {
      const response = await call(t, walletRoutes.submitKyc, { ...person, id_type }, m.token);
      expect(response.body).toMatchObject({
        code: 0,
        msg: 'validation_failed',
        data: { fields: [{ field: 'back_image', key: 'required' }] },
      });
    }
    expect((await call(t, walletRoutes.kycStatus, {}, m.token)).body.data?.status).toBe('none');
  });

  it('accepts an identity card with both photos', async () => {
    const body = await submitAsNewMember('kycidcard2', {
      id_type: 'identity_card',
      back_image: '/uploads/2026/11/back.webp',
    });
    expect(body.data?.status).toBe('pending');
  });
});
