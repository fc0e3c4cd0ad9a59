import { FIELD_KEYS, type FieldError } from '@cloudmall/contract';
import { SECRET_MASK, type SettingRow } from '@cloudmall/contract/console-content';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { notFound, validationFailed } from '../../platform/http/app-error.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import type { SettingDeclarations } from '../../platform/module.ts';
import { settingsRepository } from './settings.repository.ts';

/** A field whose value is a secret (an SMS provider's key): never sent to a browser in clear. */
const SECRET_NAME = /secret|password|token|api_?key|access_?key/i;

/** Dotted paths of the secret fields inside a value. */
function secretPaths(value: unknown, path: string[] = []): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, child]) =>
    SECRET_NAME.test(name) && typeof child === 'string'
      ? [[...path, name].join('.')]
      : secretPaths(child, [...path, name]),
  );
}

/** The value with each secret field replaced: by the mask, or (on update) by the stored secret. */
function replaceSecrets(value: unknown, replace: (path: string, secret: string) => string) {
  const walk = (node: unknown, path: string[]): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map((child, i) => walk(child, [...path, String(i)]));
    return Object.fromEntries(
      Object.entries(node).map(([name, child]) => [
        name,
        SECRET_NAME.test(name) && typeof child === 'string'
          ? replace([...path, name].join('.'), child)
          : walk(child, [...path, name]),
      ]),
    );
  };
  return walk(value, []);
}

const valueAt = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, name) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined,
      value,
    );

const FIELD_KEY_SET = new Set<string>(FIELD_KEYS);

/** A refused value's issues as field errors (`value.<path>`), with the schema's own key when it has one. */
const fieldErrors = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({
    field: ['value', ...issue.path.map(String)].join('.'),
    key: FIELD_KEY_SET.has(issue.message)
      ? issue.message
      : issue.code === 'invalid_type'
        ? 'invalid_type'
        : 'invalid_value',
  }));

const jsonSchemaOf = (schema: z.ZodType): unknown => {
  try {
    return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
  } catch {
    return {};
  }
};

export type SettingsAdminService = ReturnType<typeof createSettingsAdminService>;

/** What the platform admin does with settings: list them with their schema, change one with a reason. */
export function createSettingsAdminService(
  db: Db,
  declared: SettingDeclarations,
  onChange: Array<(key: string) => void>,
) {
  const rowOf = (key: string, stored: unknown, updatedAt: Date | undefined): SettingRow => {
    const { schema, defaultValue } = declared[key]!;
    const parsed = schema.safeParse(stored);
    const value = parsed.success ? parsed.data : defaultValue;
    const secrets = [...new Set([...secretPaths(value), ...secretPaths(defaultValue)])];
    return {
      key,
      module: key.split('.')[0]!,
      description_key: `setting.${key}`,
      value: replaceSecrets(value, () => SECRET_MASK),
      default_value: replaceSecrets(defaultValue, () => SECRET_MASK),
      json_schema: jsonSchemaOf(schema),
      secret_fields: secrets,
      updated_at: updatedAt ? unixSeconds(updatedAt) : 0,
    };
  };

  return {
    /** Every declared setting (filtered by module and key text) with value, default and schema; secrets masked. */
    async list(query: { page: number; list_rows: number; module?: string; q?: string }) {
      const stored = new Map((await settingsRepository.all(db)).map((row) => [row.key, row]));
      const keys = Object.keys(declared)
        .filter((key) => !query.module || key.split('.')[0] === query.module)
        .filter((key) => !query.q || key.toLowerCase().includes(query.q.toLowerCase()))
        .sort();
      const slice = keys.slice(offsetOf(query), offsetOf(query) + query.list_rows);
      return toPage(
        slice.map((key) => rowOf(key, stored.get(key)?.value, stored.get(key)?.updatedAt)),
        keys.length,
        query,
      );
    },

    /** Sets a setting only when its own schema accepts the value (masked secrets keep the stored ones); audited with before, after and reason in the same transaction. */
    async update(adminId: number, input: { key: string; value: unknown; reason: string }) {
      const declaration = declared[input.key];
      if (!declaration) throw notFound();
      const row = await inTransaction(db, async (trx) => {
        const before = await settingsRepository.findForUpdate(trx, input.key);
        const current = declaration.schema.safeParse(before?.value);
        const currentValue = current.success ? current.data : declaration.defaultValue;
        const candidate = replaceSecrets(input.value, (path, sent) => {
          if (sent !== SECRET_MASK) return sent;
          const kept = valueAt(currentValue, path);
          return typeof kept === 'string' ? kept : '';
        });
        const parsed = declaration.schema.safeParse(candidate);
        if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
        await settingsRepository.upsert(trx, input.key, parsed.data);
        const mask = (v: unknown) => replaceSecrets(v, () => SECRET_MASK);
        await recordAudit(trx, {
          actorUserId: adminId,
          action: 'setting.update',
          targetType: 'setting',
          targetId: input.key,
          reason: input.reason,
          before: mask(currentValue),
          after: mask(parsed.data),
        });
        return rowOf(input.key, parsed.data, new Date());
      });
      for (const listener of onChange) listener(input.key);
      return row;
    },
  };
}
