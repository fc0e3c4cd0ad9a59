// The browsable page of /api/openapi.json: operations grouped by tag, each one expandable to its
// security, parameters, body, answer and error keys, and a search box. No library; the document's
// text is only ever set as text (never parsed as HTML).

const el = (tag, className, ...children) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children)
    if (child !== null && child !== undefined && child !== false)
      node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  return node;
};

let doc;
const resolve = (schema) => {
  const seen = new Set();
  while (schema && typeof schema.$ref === 'string' && !seen.has(schema.$ref)) {
    seen.add(schema.$ref);
    const name = schema.$ref.replace('#/components/schemas/', '');
    schema = doc.components?.schemas?.[name] ?? {};
  }
  return schema ?? {};
};

function typeOf(schema) {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.type === 'array') return `${typeOf(resolve(schema.items ?? {}))}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type) return schema.type;
  for (const key of ['anyOf', 'oneOf', 'allOf']) if (schema[key]) return key;
  return 'any';
}

function notesOf(schema) {
  const notes = [];
  for (const key of [
    'minLength',
    'maxLength',
    'minimum',
    'maximum',
    'minItems',
    'maxItems',
    'pattern',
    'format',
    'default',
  ])
    if (schema[key] !== undefined && Math.abs(Number(schema[key])) !== 9007199254740991)
      notes.push(`${key} ${JSON.stringify(schema[key])}`);
  if (schema.description) notes.push(schema.description);
  return notes.join(', ');
}

/** One schema as a nested list; objects and variants unfold on click, to a bounded depth. */
function schemaTree(raw, depth = 0) {
  const schema = resolve(raw);
  const list = el('ul', depth === 0 ? 'schema root' : 'schema');
  const item = (name, child, required) => {
    const resolved = resolve(child);
    const head = [
      name !== null && el('span', 'name', name),
      el('span', 'type', typeOf(resolved)),
      required && el('span', 'req', 'required'),
      notesOf(resolved) && el('span', 'note', notesOf(resolved)),
    ];
    const nested = expandable(resolved);
    if (!nested || depth > 12) return el('li', null, ...head);
    const sub = el('details', 'sub', el('summary', null, ...head));
    sub.open = depth < 1;
    sub.addEventListener(
      'toggle',
      () => {
        if (sub.open && sub.childElementCount === 1) sub.append(schemaTree(resolved, depth + 1));
      },
      { once: false },
    );
    if (sub.open) sub.append(schemaTree(resolved, depth + 1));
    return el('li', null, sub);
  };
  const items = resolve(schema.items ?? {});
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    for (const [name, child] of Object.entries(schema.properties))
      list.append(item(name, child, required.has(name)));
  } else if (schema.type === 'array' && expandable(items)) {
    list.append(item('[item]', items, false));
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'])
    (schema[key] ?? []).forEach((variant, i) =>
      list.append(item(`${key} ${i + 1}`, variant, false)),
    );
  if (!list.childElementCount) list.append(el('li', null, el('span', 'type', typeOf(schema))));
  return list;
}

const expandable = (schema) =>
  Boolean(
    schema.properties ||
    schema.oneOf ||
    schema.anyOf ||
    schema.allOf ||
    (schema.type === 'array' && expandable(resolve(schema.items ?? {}))),
  );

const SECURITY = {
  none: 'no session',
  optional: 'token optional',
  member: 'token',
  console: 'console token',
  signed: 'signed',
};

function operationBody(op) {
  const body = el('div', 'body');
  if (op.description) body.append(el('p', null, op.description));
  const security = (op.security ?? [])
    .map((s) => Object.keys(s).join(' + ') || 'none')
    .join(' or ');
  body.append(el('h3', null, 'Security'), el('p', null, security || 'none (public)'));
  if (op.parameters?.length) {
    body.append(el('h3', null, 'Query parameters'));
    const list = el('ul', 'schema root');
    for (const p of op.parameters) {
      const li = schemaTree(
        {
          type: 'object',
          properties: { [p.name]: p.schema },
          required: p.required ? [p.name] : [],
        },
        1,
      );
      list.append(...li.children);
    }
    body.append(list);
  }
  if (op.requestBody) {
    const types = Object.keys(op.requestBody.content);
    body.append(
      el('h3', null, `Body (${types.join(', ')})`),
      schemaTree(op.requestBody.content[types[0]].schema),
    );
  }
  const ok = resolve(op.responses?.['200']?.content?.['application/json']?.schema ?? {});
  const success = resolve(ok.oneOf?.[0] ?? ok);
  body.append(
    el('h3', null, 'Answer: data of { code: 1, msg, time, data }'),
    schemaTree(success.properties?.data ?? {}),
  );
  const keys = el('div', 'keys');
  for (const key of op['x-errors'] ?? []) keys.append(el('span', 'key', key));
  for (const key of op['x-common-errors'] ?? []) keys.append(el('span', 'key common', key));
  body.append(el('h3', null, 'Errors (msg of code 0; common keys in grey)'), keys);
  return body;
}

function operationRow(path, method, op) {
  const row = el(
    'details',
    'op',
    el(
      'summary',
      null,
      el('span', `method ${method}`, method.toUpperCase()),
      el('span', 'path', path),
      el('span', 'sum', op.summary ?? ''),
      el('span', 'lock', SECURITY[op['x-auth']] ?? 'public'),
    ),
  );
  row.addEventListener('toggle', () => {
    if (row.open && row.childElementCount === 1) row.append(operationBody(op));
  });
  row.dataset.search = [
    path,
    method,
    op.summary,
    op.operationId,
    ...(op.tags ?? []),
    ...(op['x-errors'] ?? []),
  ]
    .join(' ')
    .toLowerCase();
  return row;
}

function render() {
  const groups = new Map((doc.tags ?? []).map((t) => [t.name, []]));
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods))
      for (const tag of op.tags?.length ? op.tags : ['other']) {
        if (!groups.has(tag)) groups.set(tag, []);
        groups.get(tag).push(operationRow(path, method, op));
      }
  const main = document.getElementById('operations');
  const nav = document.getElementById('tags');
  document.getElementById('intro').textContent = doc.info.description;
  const sections = [];
  for (const [tag, rows] of groups) {
    if (!rows.length) continue;
    const id = `tag-${tag.replace(/[^a-z0-9]+/gi, '-')}`;
    const section = el('section', 'tag', el('h2', null, tag), ...rows);
    section.id = id;
    const link = el('a', null, el('span', null, tag), el('span', 'n', String(rows.length)));
    link.href = `#${id}`;
    main.append(section);
    nav.append(link);
    sections.push({ section, rows, link });
  }
  const search = document.getElementById('search');
  const count = document.getElementById('count');
  const filter = () => {
    const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const { section, rows, link } of sections) {
      let inTag = 0;
      for (const row of rows) {
        const match = words.every((word) => row.dataset.search.includes(word));
        row.classList.toggle('hidden', !match);
        inTag += match ? 1 : 0;
      }
      section.classList.toggle('hidden', inTag === 0);
      link.classList.toggle('hidden', inTag === 0);
      link.lastChild.textContent = String(inTag);
      shown += inTag;
    }
    count.textContent = `${shown} operations`;
  };
  search.addEventListener('input', filter);
  filter();
}

fetch('/api/openapi.json')
  .then((response) => response.json())
  .then((json) => {
    doc = json;
    render();
  })
  .catch((error) => {
    document.getElementById('intro').textContent = `The document could not be loaded: ${error}`;
  });
