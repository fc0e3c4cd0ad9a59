import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { consoleAuthRoutes, consoleMembersRoutes } from './access.routes.ts';
import { CONSOLE_ROLES } from './roles.ts';

const route = (roles?: readonly (typeof CONSOLE_ROLES)[number][]) => () =>
  defineRoute({
    method: 'GET',
    path: '/console/x',
    auth: 'console',
    ...(roles ? { roles } : {}),
    input: z.object({}),
    output: z.null(),
    errors: [],
    summary: 'x',
  });

describe('console routes name the roles they admit', () => {
  it('refuses to declare a console route without roles', () => {
    expect(route()).toThrow(/names no roles/);
    expect(route([])).toThrow(/names no roles/);
    expect(route(['merchant'])().roles).toEqual(['merchant']);
  });

  it('opens the console caller route to every role, the members routes to admins only', () => {
    expect(consoleAuthRoutes.me.roles).toEqual(CONSOLE_ROLES);
    for (const members of Object.values(consoleMembersRoutes))
      expect(members.roles).toEqual(['admin']);
  });
});
