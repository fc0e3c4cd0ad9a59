import { consoleSettingsRoutes, SECRET_MASK } from '@cloudmall/contract/console-content';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { lastAudit, useTestAppWithRoleTokens } from '../../../../test/admin-helpers.ts';

const tokens = useTestAppWithRoleTokens();

describe('console settings', () => {
  it('lists every declared setting of a module with value, default and its schema', async () => {
    const { body } = await call(
      t,
      consoleSettingsRoutes.list,
      { module: 'orders', list_rows: 50 },
      tokens.admin,
    );
    expect(body.code).toBe(1);
    expect(body.data!.data.map((row) => row.key)).toEqual(['orders.aftersale', 'orders.timing']);
    const timing = body.data!.data[1]!;
    expect(timing.default_value).toEqual({ autoCloseMinutes: 30, autoConfirmDays: 10 });
    expect(timing.description_key).toBe('setting.orders.timing');
    expect(JSON.stringify(timing.json_schema)).toContain('autoCloseMinutes');
  });

  it('refuses members and merchants', async () => {
    for (const token of [tokens.member, tokens.merchant]) {
      const list = await call(t, consoleSettingsRoutes.list, {}, token);
      expect(list.status).toBe(403);
      const update = await call(
        t,
        consoleSettingsRoutes.update,
        { key: 'orders.timing', value: { autoCloseMinutes: 5, autoConfirmDays: 5 }, reason: 'x y' },
        token,
      );
      expect(update.status).toBe(403);
    }
    expect((await t.settings.get('orders.timing')).autoCloseMinutes).toBe(30);
  });

  it('refuses a value its own schema refuses, naming the field, and changes nothing', async () => {
    const auditBefore = await lastAudit(t);
    const { status, body } = await call(
      t,
      consoleSettingsRoutes.update,
      {
        key: 'orders.timing',
        value: { autoCloseMinutes: -5, autoConfirmDays: 10 },
        reason: 'test',
      },
      tokens.admin,
    );
    expect(status).toBe(400);
    expect(body.msg).toBe('validation_failed');
    expect(body.data).toEqual({
      fields: [{ field: 'value.autoCloseMinutes', key: 'invalid_value' }],
    });
    expect((await t.settings.get('orders.timing')).autoCloseMinutes).toBe(30);
    expect((await lastAudit(t))?.id).toBe(auditBefore?.id);
  });

  it('sets a valid value and audits it with before, after and reason', async () => {
    const { body } = await call(
      t,
      consoleSettingsRoutes.update,
      {
        key: 'orders.timing',
        value: { autoCloseMinutes: 45, autoConfirmDays: 10 },
        reason: 'longer payment window',
      },
      tokens.admin,
    );
    expect(body.code).toBe(1);
    expect(body.data!.value).toEqual({ autoCloseMinutes: 45, autoConfirmDays: 10 });
    expect((await t.settings.get('orders.timing')).autoCloseMinutes).toBe(45);
    const audit = await lastAudit(t);
    expect(audit).toMatchObject({
      action: 'setting.update',
      targetType: 'setting',
      targetId: 'orders.timing',
      reason: 'longer payment window',
      before: { autoCloseMinutes: 30, autoConfirmDays: 10 },
      after: { autoCloseMinutes: 45, autoConfirmDays: 10 },
    });
  });

  it('refuses a withdrawal fee rate over 100% and a maximum under the minimum', async () => {
    const current = await t.settings.get('wallet.withdrawal');
    for (const value of [
      { ...current, rateBasisPoints: 20_000 },
      { ...current, maxMinor: current.minMinor - 1 },
    ]) {
      const { status, body } = await call(
        t,
        consoleSettingsRoutes.update,
        { key: 'wallet.withdrawal', value, reason: 'test' },
        tokens.admin,
      );
      expect(status).toBe(400);
      expect(body.msg).toBe('validation_failed');
    }
    expect(await t.settings.get('wallet.withdrawal')).toEqual(current);
  });

  it('refuses a key no module declared', async () => {
    const { status } = await call(
      t,
      consoleSettingsRoutes.update,
      { key: 'orders.nothing', value: 1, reason: 'test' },
      tokens.admin,
    );
    expect(status).toBe(404);
  });

  it('never sends a secret field in clear, and keeps it when the mask comes back', async () => {
    // app.config is a free record: an admin may store a provider key there like any module's secret
    const config = await t.settings.get('app.config');
    await t.settings.set('app.config', { ...config, sms: { apiKey: 'sk-live-123' } });
    const list = await call(t, consoleSettingsRoutes.list, { q: 'app.config' }, tokens.admin);
    const row = list.body.data!.data[0]!;
    expect(JSON.stringify(row)).not.toContain('sk-live-123');
    expect(row.secret_fields).toEqual(['sms.apiKey']);
    const value = row.value as Record<string, unknown>;
    await call(
      t,
      consoleSettingsRoutes.update,
      { key: 'app.config', value: { ...value, title: 'Shop' }, reason: 'rename' },
      tokens.admin,
    );
    const stored = (await t.settings.get('app.config')) as Record<string, unknown>;
    expect(stored).toMatchObject({ title: 'Shop', sms: { apiKey: 'sk-live-123' } });
    expect(JSON.stringify((await lastAudit(t))?.after)).toContain(SECRET_MASK);
    expect(JSON.stringify((await lastAudit(t))?.after)).not.toContain('sk-live');
    await t.settings.set('app.config', config);
  });
});
