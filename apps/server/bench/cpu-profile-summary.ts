/**
 * `tsx apps/server/bench/cpu-profile-summary.ts <file.cpuprofile> [top]`: the top frames of a V8 CPU
 * profile (`node --cpu-prof`) by self time and by inclusive time (a frame counted once per sample
 * however deep it recurses), and the share of time per package (node_modules/<name>, the app, node
 * internals), to write down where a benchmark's time went.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);

const short = (url: string) => {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) return url.slice(modules + 13);
  const src = url.indexOf('/apps/');
  return src >= 0 ? url.slice(src + 1) : url.replace(/^node:/, 'node:');
};
const frameOf = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${short(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
const packageOf = (node: ProfileNode) => {
  const { url, functionName } = node.callFrame;
  if (!url) return `(${functionName || 'native'})`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 13).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node internals';
  if (url.includes('/apps/server/bench/')) return 'bench (load generator)';
  if (url.includes('/apps/server/')) return 'app (apps/server)';
  if (url.includes('/packages/')) return 'packages/*';
  return url;
};

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const packages = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  total += delta;
  const leaf = byId.get(id)!;
  self.set(frameOf(leaf), (self.get(frameOf(leaf)) ?? 0) + delta);
  packages.set(packageOf(leaf), (packages.get(packageOf(leaf)) ?? 0) + delta);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = frameOf(byId.get(at)!);
    if (seen.has(frame)) continue;
    seen.add(frame);
    inclusive.set(frame, (inclusive.get(frame) ?? 0) + delta);
  }
});

const print = (title: string, table: Map<string, number>, count: number) => {
  console.log(`\n${title}`);
  for (const [frame, micros] of [...table].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(
      `${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${frame}`,
    );
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('self time by package', packages, 15);
print('self time by frame', self, top);
print('inclusive time by frame', inclusive, top);
