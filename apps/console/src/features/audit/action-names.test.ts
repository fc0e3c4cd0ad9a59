import { AUDIT_ACTIONS } from '@cloudmall/contract/access';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/audit.json';
import id from '../../locales/id/audit.json';
import tr from '../../locales/tr/audit.json';
import zhHant from '../../locales/zh-Hant/audit.json';

const LOCALES = { en, 'zh-Hant': zhHant, tr, id };

/** The label at `actionNames.<action>` (dots nest), when it is text. */
function labelOf(locale: { actionNames: unknown }, action: string): string | undefined {
  let node: unknown = locale.actionNames;
  for (const part of action.split('.'))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  return typeof node === 'string' && node.trim() ? node : undefined;
}

describe('the audit log names every action the server records', () => {
  it.each(Object.entries(LOCALES))(
    'every recorded action has a label in %s',
    (_language, locale) => {
      const missing = AUDIT_ACTIONS.filter((action) => !labelOf(locale, action));
      expect(missing).toEqual([]);
    },
  );

  it('a label that is not a known action is a typo the page never shows', () => {
    const leaves = (node: unknown, path: string[] = []): string[] =>
      typeof node === 'string'
        ? [path.join('.')]
        : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
            leaves(value, [...path, key]),
          );
    const known = new Set<string>(AUDIT_ACTIONS);
    for (const locale of Object.values(LOCALES))
      expect(leaves(locale.actionNames).filter((action) => !known.has(action))).toEqual([]);
  });
});
