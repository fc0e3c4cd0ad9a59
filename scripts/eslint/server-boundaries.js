// Local ESLint plugin: the server's module boundaries (issue #11). One rule, `module-entry`: code
// outside a module reaches it only through `modules/<m>/index.ts`, never a deeper file.
import path from 'node:path';

const MODULES = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;

/** `{ name, rest }` of a file inside `apps/server/src/modules/<name>/<rest>`, else null. */
function moduleOf(file) {
  const at = file.indexOf(MODULES);
  if (at < 0) return null;
  const [name, ...rest] = file.slice(at + MODULES.length).split(path.sep);
  return { name, rest: rest.join('/') };
}

const moduleEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'A module is imported from outside only through its index.ts.' },
    schema: [],
    messages: {
      deep: "Import modules/{{name}} only through its index.ts, not '{{source}}'.",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const own = moduleOf(file)?.name;
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(file), source.value));
      if (!target || target.name === own || target.rest === 'index.ts') return;
      context.report({
        node: source,
        messageId: 'deep',
        data: { name: target.name, source: source.value },
      });
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-entry': moduleEntry } };
