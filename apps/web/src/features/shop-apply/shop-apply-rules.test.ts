import type { ShopApplication } from '@cloudmall/contract/merchant';
import { describe, expect, it } from 'vitest';
import { canEdit, inputOf, valuesOf } from './shop-apply-rules';

const saved: ShopApplication = {
  id: 4,
  store_type: 'enterprise',
  shopname: 'Ada Store',
  id_type: 'passport',
  id_number: 'P123456',
  real_name: 'Ada',
  mobile: '905550001122',
  front_image: '/private/kyc/a.webp',
  back_image: '',
  licence_image: '/private/kyc/l.webp',
  front_url: '/api/console/file?x',
  back_url: '',
  licence_url: '/api/console/file?y',
  state: 'refused',
  reason: 'Blurred',
  shop_id: 0,
  createtime: 1,
  updatetime: 2,
};

describe('the application form', () => {
  it('starts from the saved application’s fields, without its addresses or state', () => {
    const values = valuesOf(saved);
    expect(values).toMatchObject({ shopname: 'Ada Store', licence_image: '/private/kyc/l.webp' });
    expect(values).not.toHaveProperty('front_url');
    expect(values).not.toHaveProperty('state');
    expect(valuesOf(null).store_type).toBe('personal');
  });

  it('sends no back photo for a passport and no licence for a personal shop, trimmed', () => {
    const values = {
      ...valuesOf(saved),
      back_image: '/private/kyc/b.webp',
      store_type: 'personal' as const,
      shopname: '  Ada  ',
    };
    expect(inputOf(values, true)).toMatchObject({
      shopname: 'Ada',
      back_image: '',
      licence_image: '',
      submit: true,
    });
    expect(inputOf({ ...values, id_type: 'identity_card' }, false).back_image).toBe(
      '/private/kyc/b.webp',
    );
  });

  it('is editable before sending and after a refusal only', () => {
    expect(canEdit(null)).toBe(true);
    expect(canEdit({ ...saved, state: 'draft' })).toBe(true);
    expect(canEdit(saved)).toBe(true);
    expect(canEdit({ ...saved, state: 'pending' })).toBe(false);
    expect(canEdit({ ...saved, state: 'certified' })).toBe(false);
  });
});
