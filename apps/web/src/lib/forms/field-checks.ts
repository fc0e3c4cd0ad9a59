import {
  InviteCodeSchema,
  MobileSchema,
  PasswordSchema,
  SmsCodeSchema,
  UsernameSchema,
  type RouteDefinition,
} from '@cloudmall/contract';

/** A zod schema (the contract's type, so the web app needs no direct zod dependency). */
type Schema = RouteDefinition['input'];

/** A check answers the translation key of the first problem, or undefined when the value is fine. */
export type Check = (value: string) => string | undefined;

/** Reuses the contract's field rules so the client says exactly what the server would. */
function bySchema(schema: Schema): Check {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success
      ? undefined
      : `errors:${result.error.issues[0]?.message ?? 'invalid_value'}`;
  };
}

const required =
  (key: string, next?: Check): Check =>
  (value) =>
    value.trim() === '' ? key : next?.(value);

/** Spec §5 field rules with the prompts for a missing account number or username. */
export const checks = {
  account: required('common:validation.accountRequired'),
  username: required('common:validation.usernameRequired', bySchema(UsernameSchema)),
  password: required('common:validation.passwordRequired', bySchema(PasswordSchema)),
  mobile: required('common:validation.mobileRequired', (value) =>
    value.trim().startsWith('+') ? 'common:validation.mobileNoPlus' : bySchema(MobileSchema)(value),
  ),
  code: required('common:validation.codeRequired', bySchema(SmsCodeSchema)),
  inviteCode: required('common:validation.inviteRequired', bySchema(InviteCodeSchema)),
} satisfies Record<string, Check>;

/** The confirmation must repeat the new password. */
export function checkSamePassword(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return 'common:validation.confirmRequired';
  return password === confirmation ? undefined : 'common:validation.passwordMismatch';
}
