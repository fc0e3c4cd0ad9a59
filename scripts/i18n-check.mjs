#!/usr/bin/env node
// Checks the locale files of the web app (apps/web/src/locales/<language>/<namespace>.json) and of the
// console (apps/console/src/locales/<language>/<namespace>.json):
//  - every key present in one language exists in every other language (plural forms count as one key),
//  - no value is empty, and both apps have the same languages,
//  - the web's `errors` namespace translates every MESSAGE_KEYS and FIELD_KEYS key of the contract
//    (the console reads the web's errors.json as its own `errors` namespace: one source).
// Plain Node ESM, no dependencies. Exit code 1 lists every problem.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = join(root, 'apps/web/src/locales');
const consoleLocalesDir = join(root, 'apps/console/src/locales');
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

/** Reads one app's locales: languages, namespaces, every key per language; reports keys missing in a language. */
function checkApp(dir, label) {
  if (!existsSync(dir)) {
    console.error(`i18n-check: ${relative(root, dir)} does not exist`);
    process.exit(1);
  }
  const languages = readdirSync(dir, { withFileTypes: true })
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
    for (const file of readdirSync(join(dir, language)).filter((name) => name.endsWith('.json'))) {
      const namespace = file.slice(0, -'.json'.length);
      namespaces.add(namespace);
      const where = `${label}${language}/${file}`;
      let data;
      try {
        data = JSON.parse(readFileSync(join(dir, language, file), 'utf8'));
      } catch (error) {
        problems.push(`${where}: invalid JSON (${error.message})`);
        continue;
      }
      for (const key of flatten(data, '', where, new Set()))
        keys[language].add(`${namespace}:${key}`);
      if (namespace === 'errors') {
        errorsTop[language] = new Set(
          Object.keys(data).map((key) => key.replace(PLURAL_SUFFIX, '')),
        );
      }
    }
  }

  const allKeys = new Set(languages.flatMap((language) => [...keys[language]]));
  for (const language of languages) {
    const missing = [...allKeys].filter((key) => !keys[language].has(key)).sort();
    for (const key of missing) problems.push(`${label}${language}: missing "${key}"`);
  }
  if (languages.length === 0) problems.push(`${label}no languages found`);
  return { languages, namespaces, allKeys, errorsTop };
}

const { languages, namespaces, allKeys, errorsTop } = checkApp(localesDir, '');
const consoleApp = checkApp(consoleLocalesDir, 'console ');
if (consoleApp.languages.join() !== languages.join())
  problems.push(
    `console languages (${consoleApp.languages.join(', ')}) differ from the web's (${languages.join(', ')})`,
  );
if (consoleApp.namespaces.has('errors'))
  problems.push("console errors.json: the console reads the web app's errors.json; keep no copy");

const source = readFileSync(errorsFile, 'utf8');
const contractKeys = [...readKeyList(source, 'MESSAGE_KEYS'), ...readKeyList(source, 'FIELD_KEYS')];
for (const language of languages) {
  const present = errorsTop[language] ?? new Set();
  for (const key of contractKeys) {
    if (!present.has(key))
      problems.push(`${language}/errors.json: contract key "${key}" is not translated`);
  }
}

if (problems.length > 0) {
  console.error(`i18n-check: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

console.log(
  `i18n-check: OK — ${languages.length} languages (${languages.join(', ')}), ${namespaces.size} namespaces, ` +
    `${allKeys.size} keys each, ${contractKeys.length} contract message/field keys translated; ` +
    `console: ${consoleApp.namespaces.size} namespaces, ${consoleApp.allKeys.size} keys each`,
);
