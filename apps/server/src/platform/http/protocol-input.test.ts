import { LoginInputSchema, RegisterInputSchema } from '@cloudmall/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseProtocolInput, protocolParams } from './protocol-input.ts';
import { toFieldErrors } from './zod-issues.ts';

const Address = z
  .object({
    name: z.string().min(1),
    default: z.boolean().default(false),
    tag: z.enum(['home', 'work', '1']).optional(),
    location: z.object({ lng: z.number(), lat: z.number() }).strict().optional(),
  })
  .strict();
const Save = z
  .object({
    id: z.number().int().optional(),
    note: z.string().max(20).optional(),
    page: z.number().int().default(1),
    state: z.union([z.literal(1), z.literal(2)]).default(1),
    data: Address,
    lines: z
      .array(z.object({ sku_id: z.number().int() }).strict())
      .max(3)
      .default([]),
  })
  .strict();

const parsed = (schema: z.ZodType, raw: unknown) => {
  const result = parseProtocolInput(schema, raw);
  if (!result.success) throw new Error(JSON.stringify(toFieldErrors(result.issues)));
  return result.data;
};
const fieldsOf = (schema: z.ZodType, raw: unknown) => {
  const result = parseProtocolInput(schema, raw);
  if (result.success) throw new Error('unexpectedly parsed');
  return toFieldErrors(result.issues);
};

describe('protocol parameters', () => {
  it('merges the query and the body, the body winning', () => {
    expect(protocolParams({ a: '1', b: '2' }, { b: 3 })).toEqual({ a: '1', b: 3 });
    expect(protocolParams({ a: '1' }, undefined)).toEqual({ a: '1' });
    expect(protocolParams(undefined, null)).toEqual({});
  });

  it('leaves a body that is not an object to the schema to refuse', () => {
    expect(protocolParams({ a: '1' }, [1])).toEqual([1]);
  });
});

describe('protocol input repair', () => {
  it('drops unknown fields of strict objects, nested ones too', () => {
    expect(parsed(Save, { data: { name: 'Ada', adcode: '1100' }, extra: 1 })).toEqual({
      page: 1,
      state: 1,
      lines: [],
      data: { name: 'Ada', default: false },
    });
  });

  it('takes null and an invalid empty text as absent, so defaults apply', () => {
    const input = parsed(Save, { id: null, page: '', data: { name: 'Ada', tag: '' } });
    expect(input).toEqual({ page: 1, state: 1, lines: [], data: { name: 'Ada', default: false } });
  });

  it('keeps an empty text the schema accepts (clearing an optional field)', () => {
    expect(parsed(Save, { note: '', data: { name: 'Ada' } })).toMatchObject({ note: '' });
  });

  it('reads numeric text as a number, a number as text, and true/false/1/0 as booleans', () => {
    const input = parsed(Save, {
      id: '7',
      page: '2',
      state: '2',
      data: { name: 12, default: '1', tag: 1, location: { lng: '113.5', lat: 22 } },
      lines: [{ sku_id: '5' }],
    });
    expect(input).toEqual({
      id: 7,
      page: 2,
      state: 2,
      lines: [{ sku_id: 5 }],
      data: { name: '12', default: true, tag: '1', location: { lng: 113.5, lat: 22 } },
    });
    expect(parsed(Address, { name: 'x', default: 'false' })).toMatchObject({ default: false });
  });

  it('decodes objects and lists sent as JSON text in a query string', () => {
    const input = parsed(Save, { data: '{"name":"Ada","extra":1}', lines: '[{"sku_id":"3"}]' });
    expect(input).toMatchObject({ data: { name: 'Ada' }, lines: [{ sku_id: 3 }] });
  });

  it('never weakens the contract: what stays wrong is refused and named', () => {
    const wrong = fieldsOf(Save, { data: { name: 'Ada' }, page: 'two', note: 'x'.repeat(21) });
    expect(wrong.map((f) => f.field)).toEqual(['note', 'page']);
    expect(wrong[0]).toEqual({ field: 'note', key: 'too_long' });
    expect(fieldsOf(Save, { data: { name: null } })).toEqual([
      { field: 'data.name', key: 'required' },
    ]);
    expect(fieldsOf(Save, { data: {}, lines: [1, 2, 3, 4] }).map((f) => f.field)).toEqual(
      expect.arrayContaining(['data.name', 'lines']),
    );
  });

  it('names what was wrong with an empty text that cannot be left out', () => {
    const fields = fieldsOf(RegisterInputSchema, {
      username: 'ada_l',
      password: 'secret12',
      invite_code: '',
      mobile: '',
    });
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'invite_code', key: 'invalid_value' },
        { field: 'mobile', key: 'invalid_mobile' },
      ]),
    );
  });

  it("reads the stock client's login (client_id null, extra fields)", () => {
    expect(
      parsed(LoginInputSchema, { account: 'demo', password: 'demo1234', client_id: null, x: 1 }),
    ).toEqual({ account: 'demo', password: 'demo1234' });
  });

  it('never changes an input the schema already accepts', () => {
    const leaf = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    const body = fc.dictionary(fc.constantFrom('id', 'note', 'page', 'state', 'x'), leaf);
    const data = fc.dictionary(fc.constantFrom('name', 'default', 'tag', 'y'), leaf);
    fc.assert(
      fc.property(body, data, (top, nested) => {
        const raw = { ...top, data: nested };
        const direct = Save.safeParse(raw);
        const frozen = structuredClone(raw);
        const repaired = parseProtocolInput(Save, raw);
        expect(raw).toEqual(frozen);
        if (direct.success) expect(repaired).toEqual({ success: true, data: direct.data });
      }),
    );
  });
});
