// `npm run build -w @cloudmall/server`: the server compiled to JavaScript for `node dist/main.js`.
// One ES module bundle per entry (the server, the db CLI, the wallet reconciliation); the workspace
// contract (TypeScript source) is inlined, every other package stays an import resolved from
// node_modules at run time (native and wasm packages such as sharp, argon2 and PGlite must). Files the
// server reads at run time (migrations, demo media, the API docs page) are found from apps/server, so
// the bundle needs no copies of them.
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/db/cli.ts',
    'wallet-reconcile': 'src/modules/wallet/reconcile.cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-external-but-the-contract',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@cloudmall/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(`server built in ${Date.now() - started} ms (apps/server/dist)`);
