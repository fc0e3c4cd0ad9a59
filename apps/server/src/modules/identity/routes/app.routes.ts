import { identityRoutes } from '@cloudmall/contract';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import { requestMeta } from './request-meta.ts';
import { readToken } from '../../../platform/http/auth-context.ts';
import type { AccountService } from '../account.service.ts';
import type { AuthService } from '../auth.service.ts';
import type { SessionsService } from '../sessions.service.ts';
import type { SmsService } from '../sms.service.ts';

/** The member-facing account routes: thin bindings of contract routes to use cases. */
export const registerIdentityRoutes: RouteFile<{
  auth: AuthService;
  account: AccountService;
  sms: SmsService;
  sessions: SessionsService;
}> = (app, bind, { auth, account, sms, sessions }) => {
  bind(app, identityRoutes.register, ({ input, request }) =>
    auth.register(input, requestMeta(request)),
  );
  bind(app, identityRoutes.login, ({ input, request }) => auth.login(input, requestMeta(request)));
  bind(app, identityRoutes.mobileLogin, ({ input, request }) =>
    auth.mobileLogin(input, requestMeta(request)),
  );
  bind(app, identityRoutes.logout, async ({ request, input }) => {
    const token = readToken(request);
    if (token) await sessions.end(token, input.client_id);
    return null;
  });
  bind(app, identityRoutes.info, ({ auth: caller }) => account.profileOf(caller.userId));
  bind(app, identityRoutes.profile, ({ input, auth: caller }) =>
    account.updateProfile(caller.userId, input),
  );
  bind(app, identityRoutes.refresh, ({ auth: caller }) => account.refresh(caller.userId));
  bind(app, identityRoutes.changeMobile, ({ input, auth: caller }) =>
    account.changeMobile(caller.userId, input),
  );
  bind(app, identityRoutes.changePassword, ({ input, auth: caller }) =>
    account.changePassword(caller, input),
  );
  bind(app, identityRoutes.resetPassword, ({ input }) => account.resetPassword(input));
  bind(app, identityRoutes.smsSend, async ({ input, ip }) => {
    await sms.send(input.mobile, input.event, ip);
    return null;
  });
  bind(app, identityRoutes.mobileExists, ({ input, ip }) =>
    sms.checkMobile(input.mobile, 'mobilelogin', ip),
  );
  bind(app, identityRoutes.mobileAvailable, ({ input, ip }) =>
    sms.checkMobile(input.mobile, 'register', ip),
  );
  bind(app, identityRoutes.tokenCheck, async ({ auth: caller }) => ({
    token: caller.token,
    expires_in: Math.max(0, Math.floor((caller.expiresAt.getTime() - Date.now()) / 1000)),
  }));
};
