import { consoleAuthRoutes } from '@cloudmall/contract/access';
import type { RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { contractRules, fieldProblem } from './form-rules';

const schema = consoleAuthRoutes.login.input;
const t = ((key: string) => `T(${key})`) as unknown as TFunction;

async function check(values: Record<string, unknown>, field: string): Promise<string | undefined> {
  const [rule] = contractRules(schema, field, t);
  if (typeof rule !== 'function') throw new Error('expected a rule render');
  const { validator } = rule({ getFieldsValue: () => values } as never) as RuleObject;
  try {
    await validator?.({} as never, values[field], () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('form rules from the contract schema', () => {
  it("say what the server would: the field's own message key, translated", async () => {
    expect(await check({ account: '', password: 'x' }, 'account')).toBe('T(errors:required)');
    expect(await check({ account: 'a'.repeat(65), password: 'x' }, 'account')).toBe(
      'T(errors:too_long)',
    );
    expect(await check({ account: 'admin', password: 'x' }, 'account')).toBeUndefined();
  });

  it("report only the checked field's problem", async () => {
    expect(await check({ account: 'admin', password: '' }, 'account')).toBeUndefined();
    expect(fieldProblem(schema, { account: 'admin' }, 'password')).toBe('errors:required');
  });
});

describe('an amount typed in a filter', () => {
  it('reads 12, 12.5, 12.50 and a decimal comma as the server does; refuses signs, letters and a third decimal', async () => {
    const { amountText } = await import('./form-rules');
    expect(['12', '12.5', '12.50', ' 7 ', '12,5', '0.01'].map(amountText)).toEqual([
      '12',
      '12.5',
      '12.50',
      '7',
      '12.5',
      '0.01',
    ]);
    for (const typed of ['12.505', '-3', '1e3', '12.', 'abc', '', '1,2,3'])
      expect(amountText(typed)).toBeUndefined();
  });
});
