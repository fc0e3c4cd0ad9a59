import type { FastifyInstance } from 'fastify';
import { type BindRoute, defineModule } from '../../platform/module.ts';
import { registerSigninRoutes } from './routes/app.routes.ts';
import { createSigninService, type SigninDeps } from './signin.service.ts';
import { signinSettings } from './signin.settings.ts';

/**
 * Daily sign-in (protocol §2.18): status, sign in, month history, rank. Wiring in app-modules.ts:
 * `createSigninModule({ db, clock, settings, changed, members: { briefs: memberBriefs },
 * points: { scoreOf: async (id) => (await wallet.balances.figures(id)).score } })`.
 */
export function createSigninModule(deps: SigninDeps) {
  const service = createSigninService(deps);
  return defineModule({
    name: 'signin',
    service,
    routes: (app: FastifyInstance, bind: BindRoute): void =>
      registerSigninRoutes(app, bind, service),
    settings: signinSettings,
  });
}

export type SigninModule = ReturnType<typeof createSigninModule>;
export type { SigninMembers, SigninPoints } from './ports.ts';
export { signinSettings } from './signin.settings.ts';
export { addDays, dayIn, pointsFor } from './signin-rules.ts';
