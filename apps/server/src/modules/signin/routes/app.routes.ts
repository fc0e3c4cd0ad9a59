import { signinRoutes } from '@cloudmall/contract/signin';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { SigninService } from '../signin.service.ts';

/** Daily sign-in routes (protocol §2.18): one line per route. */
export const registerSigninRoutes: RouteFile<SigninService> = (app, bind, signin) => {
  bind(app, signinRoutes.status, ({ auth, input }) => signin.status(auth.userId, input.tz));
  bind(app, signinRoutes.sign, ({ auth, input }) => signin.sign(auth.userId, input.tz));
  bind(app, signinRoutes.history, ({ auth, input }) => signin.history(auth.userId, input));
  bind(app, signinRoutes.rank, ({ auth, input }) => signin.rank(auth.userId, input.by));
};
