#!/usr/bin/env node
// Checks the web app's locale files (apps/web/src/locales/<language>/<namespace>.json):
//  - every key present in one language exists in every other language (plural forms count as one key),
//  - no value is empty,
//  - the `errors` namespace translates every MESSAGE_KEYS and FIELD_KEYS key of the contract.
// Plain Node ESM, no dependencies. Exit code 1 lists every problem.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = join(root, 'apps/web/src/locales');
const errorsFile = join(root, 'packages/contract/src/shared/errors.ts');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const problems = [];

/** Flattens nested JSON into dotted keys; reports non-string and empty leaves. */
function flatten(node, prefix, where, out) {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      flatten(value, path, where, out);
    } else if (typeof value !== 'string') {
      problems.push(`${where}: "${path}" is not a string`);
    } else {
      if (value.trim() === '') problems.push(`${where}: "${path}" is empty`);
      out.add(path.replace(PLURAL_SUFFIX, ''));
    }
  }
  return out;
}

/** The string literals of `export const NAME = [ ... ]` in errors.ts, comments ignored. */
function readKeyList(source, name) {
  const match = new RegExp(`export const ${name}\\s*=\\s*\\[([\\s\\S]*?)\\]\\s*as const`).exec(
    source,
  );
  if (!match) {
    problems.push(`${relative(root, errorsFile)}: ${name} not found`);
    return [];
  }
  const body = match[1].replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...body.matchAll(/['"]([^'"]+)['"]/g)].map((item) => item[1]);
}

if (!existsSync(localesDir)) {
  console.error(`i18n-check: ${relative(root, localesDir)} does not exist`);
  process.exit(1);
}

const languages = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const namespaces = new Set();
/** keys[language] = Set of "namespace:key" */
const keys = {};
/** errorsTop[language] = Set of top-level keys of errors.json */
const errorsTop = {};

for (const language of languages) {
  keys[language] = new Set();
  for (const file of readdirSync(join(localesDir, language)).filter((name) =>
    name.endsWith('.json'),
  )) {
    const namespace = file.slice(0, -'.json'.length);
    namespaces.add(namespace);
    const where = `${language}/${file}`;
    let data;
    try {
      data = JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'));
    } catch (error) {
      problems.push(`${where}: invalid JSON (${error.message})`);
      continue;
    }
    for (const key of flatten(data, '', where, new Set()))
      keys[language].add(`${namespace}:${key}`);
    if (namespace === 'errors') {
      errorsTop[language] = new Set(Object.keys(data).map((key) => key.replace(PLURAL_SUFFIX, '')));
    }
  }
}

const allKeys = new Set(languages.flatMap((language) => [...keys[language]]));
for (const language of languages) {
  const missing = [...allKeys].filter((key) => !keys[language].has(key)).sort();
  for (const key of missing) problems.push(`${language}: missing "${key}"`);
}

const source = readFileSync(errorsFile, 'utf8');
const contractKeys = [...readKeyList(source, 'MESSAGE_KEYS'), ...readKeyList(source, 'FIELD_KEYS')];
for (const language of languages) {
  const present = errorsTop[language] ?? new Set();
  for (const key of contractKeys) {
    if (!present.has(key))
      problems.push(`${language}/errors.json: contract key "${key}" is not translated`);
  }
}

if (languages.length === 0) problems.push('no languages found');

if (problems.length > 0) {
  console.error(`i18n-check: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

console.log(
  `i18n-check: OK — ${languages.length} languages (${languages.join(', ')}), ${namespaces.size} namespaces, ` +
    `${allKeys.size} keys each, ${contractKeys.length} contract message/field keys translated`,
);
