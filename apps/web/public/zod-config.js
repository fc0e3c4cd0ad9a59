// Runs before the app's modules (a classic script, not inline, as the Content-Security-Policy wants).
// zod compiles parsers with `new Function` when it may and probes for it; the policy allows no eval,
// so every page would report a (caught) violation. zod reads this global config when it loads.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
