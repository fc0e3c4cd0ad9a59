import { describe, expect, it } from 'vitest';
import {
  admits,
  CONSOLE_PUBLIC_PATHS,
  type ConsoleCaller,
  consoleCallers,
  consoleRoutes,
  send,
} from './console-access.ts';
import { t, useTestApp } from './app-per-file.ts';

let callers: ConsoleCaller[];
useTestApp({}, async () => {
  callers = await consoleCallers(t);
});

describe('console authorization matrix', () => {
  it('declares every console route for console roles (only login and logout are open)', async () => {
    const open = (await consoleRoutes()).filter(
      (route) => route.auth !== 'console' || !route.roles?.length,
    );
    expect(open.map((route) => route.path).sort()).toEqual([...CONSOLE_PUBLIC_PATHS].sort());
  });

  it('answers 401 or 403 to every caller lacking the route roles, on every console route', async () => {
    const routes = (await consoleRoutes()).filter((route) => route.auth === 'console');
    const unexpected: string[] = [];
    const serverErrors: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const caller of callers) {
        const allowed = admits(route, caller);
        // A caller holding the role only reads (GET): POSTs of allowed callers would change data.
        if (allowed && route.method !== 'GET') continue;
        const response = await send(t, route, caller.token);
        calls += 1;
        if (response.statusCode >= 500)
          serverErrors.push(`${route.method} ${route.path} as ${caller.name}`);
        if (!allowed && response.statusCode !== 401 && response.statusCode !== 403)
          unexpected.push(
            `${route.method} ${route.path} as ${caller.name} → ${response.statusCode} ${response.body.slice(0, 80)}`,
          );
        if (!caller.token) expect(response.statusCode).toBe(401);
      }
    }
    console.log(
      `console authorization matrix: ${calls} calls, ${unexpected.length} unexpected successes (${routes.length} routes, ${callers.length} callers)`,
    );
    if (unexpected.length) console.log(unexpected.join('\n'));
    expect(routes.length).toBeGreaterThan(25);
    expect(unexpected).toEqual([]);
    expect(serverErrors).toEqual([]);
  });
});
