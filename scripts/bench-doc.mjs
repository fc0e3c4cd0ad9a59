/**
 * Renders docs/benchmarks.md from what `scripts/bench.mjs` collected: the machine, then one table per
 * benchmark (each figure with its ratio to the bare route of the same run and the figure from before
 * issue #17), the before/after summary, and every benchmark that failed with the end of its output.
 */

/** The figures of issue #17's text, by stable key; `match` finds the figure of a run that answers it. */
export const BEFORE = [
  { key: 'bare', what: 'bare Fastify JSON route', before: '36,402 req/s', match: /^bare/i },
  { key: 'home-init', what: 'home init', before: '7,613 req/s (21 %)', match: /home init/i },
  {
    key: 'goods-list',
    what: 'goods list',
    before: '1,271 req/s (3.5 %)',
    match: /goods list(?!.*(keyword|search|category))/i,
  },
  {
    key: 'goods-detail',
    what: 'goods detail',
    before: '426 req/s (1.2 %, p99 328 ms)',
    match: /goods detail/i,
  },
  {
    key: 'checkout',
    what: 'cart → paid',
    before: '47.5 checkouts/s',
    match: /checkout|cart.*paid/i,
  },
  { key: 'balance-read', what: 'balance read', before: '1,163 req/s', match: /balance read/i },
  { key: 'chat-sockets', what: 'chat sockets', before: 'up to 2,000 sockets', match: /socket/i },
  {
    key: 'lighthouse-home',
    what: 'Lighthouse mobile performance, home',
    before: '61',
    match: /lighthouse.*home.*perf|perf.*home/i,
  },
  {
    key: 'lighthouse-goods',
    what: 'Lighthouse mobile performance, goods',
    before: '58',
    match: /lighthouse.*goods.*perf|perf.*goods/i,
  },
  {
    key: 'lighthouse-a11y',
    what: 'Lighthouse accessibility',
    before: '90',
    match: /accessibility/i,
  },
  {
    key: 'cold-home-js',
    what: 'JavaScript on a cold home load (before: all of it, raw; now: the initial chunks)',
    before: '779 kB',
    match: /javascript|\bjs\b/i,
  },
];

/** The before entry a figure answers: its own `key` first, else its label. */
export function beforeOf(figure) {
  if (figure.key) return BEFORE.find((entry) => entry.key === figure.key);
  return BEFORE.find((entry) => entry.match.test(figure.label ?? ''));
}

const number = (value, digits = 0) =>
  value === undefined || value === null || Number.isNaN(value)
    ? ''
    : Number(value).toLocaleString('en-US', {
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      });

const cell = (text) => String(text ?? '').replaceAll('|', '\\|');

function measured(figure) {
  if (figure.rps !== undefined) return `${number(figure.rps, figure.rps < 100 ? 1 : 0)} /s`;
  if (figure.value !== undefined) return `${number(figure.value, 1)} ${figure.unit ?? ''}`.trim();
  return '';
}

function ratio(figure) {
  if (!figure.rps || !figure.baselineRps) return '';
  return `${((figure.rps / figure.baselineRps) * 100).toFixed(1)} %`;
}

function benchTable(run) {
  const lines = [
    `## ${run.name}`,
    '',
    `\`npm run ${run.script}\`, ${(run.ms / 1000).toFixed(0)} s${run.code === 0 ? '' : `, **failed (exit ${run.code})**`}.`,
    '',
  ];
  if (!run.figures.length)
    // A benchmark that does not report through BENCH_OUT yet: what it printed, as it printed it.
    return [
      ...lines,
      '_No figures reported through BENCH_OUT; what it printed:_',
      '',
      '```',
      ...(run.printed ?? []).map((line) => line.replaceAll('```', "'''")),
      '```',
      '',
    ];
  lines.push(
    '| Figure | Measured | p50 ms | p99 ms | Of bare route | Before this issue | Note |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- |',
  );
  for (const figure of run.figures)
    lines.push(
      `| ${cell(figure.label)} | ${measured(figure)} | ${number(figure.p50)} | ${number(figure.p99)} | ${ratio(figure)} | ${cell(beforeOf(figure)?.before ?? '')} | ${cell(figure.note ?? '')} |`,
    );
  return [...lines, ''];
}

function summary(runs) {
  const figures = runs.flatMap((run) => run.figures);
  const lines = [
    '## Before and after issue #17',
    '',
    '| What | Before this issue | This run |',
    '| --- | --- | --- |',
  ];
  for (const entry of BEFORE) {
    // a figure with neither a rate nor a value (a step's latencies) stays in its bench's table only
    const now = figures.filter(
      (figure) =>
        beforeOf(figure) === entry && (figure.rps !== undefined || figure.value !== undefined),
    );
    const text = now
      .map(
        (figure) =>
          `${measured(figure)}${ratio(figure) ? ` (${ratio(figure)})` : ''} ${figure.label}`,
      )
      .join('; ');
    lines.push(`| ${entry.what} | ${entry.before} | ${cell(text || 'not measured')} |`);
  }
  return [...lines, ''];
}

/** The whole document. */
export function renderDoc({ machine, date, quick, runs }) {
  const failed = runs.filter((run) => run.code !== 0);
  const out = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench${quick ? ' -- --quick' : ''}\` on ${date}${quick ? ' (**quick settings**: short runs, less data; not figures to quote)' : ''}.`,
    'Each figure is compared with a bare Fastify JSON route measured in the same run of the same',
    'benchmark (the load generator runs beside the server, so the ratio is what travels between',
    'machines, not the absolute rate).',
    '',
    '## Machine',
    '',
    '| | |',
    '| --- | --- |',
    ...Object.entries(machine).map(([key, value]) => `| ${key} | ${cell(value)} |`),
    '',
    ...summary(runs),
    ...runs.flatMap(benchTable),
  ];
  if (failed.length) {
    out.push('## Failures', '');
    for (const run of failed)
      out.push(
        `### ${run.name} (exit ${run.code})`,
        '',
        '```',
        ...run.tail.map((line) => line.replaceAll('```', "'''")),
        '```',
        '',
      );
  }
  return `${out.join('\n').trimEnd()}\n`;
}
