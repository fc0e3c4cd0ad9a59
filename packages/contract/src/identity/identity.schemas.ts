import { z } from 'zod';
import { countFields, ImageUrlSchema, UnixTimeSchema } from '../shared/wire-fields.ts';
import { UploadPathInputSchema } from '../shared/upload-path.ts';

// Field rules of spec §5. Messages are field keys the client translates.

/** A missing field is `required`; a field of the wrong type is `invalid_type`. */
const typeError = (issue: { input: unknown }) =>
  issue.input === undefined ? 'required' : 'invalid_type';
export const UsernameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(3, 'invalid_username')
  .max(32, 'too_long')
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'invalid_username');

export const PasswordSchema = z
  .string({ error: 'required' })
  .min(6, 'password_too_short')
  .max(64, 'too_long');

/** A phone or WhatsApp number: area code first, digits only, no plus sign (E.164 without "+"). */
export const MobileSchema = z
  .string({ error: 'required' })
  .trim()
  .max(16, 'too_long')
  .regex(/^[1-9]\d{6,14}$/, 'invalid_mobile');

export const SmsCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{6}$/, 'invalid_sms_code');

export const InviteCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(4, 'invalid_value')
  .max(32, 'too_long')
  .regex(/^[A-Za-z0-9]+$/, 'invalid_value');

const ClientIdSchema = z.string().max(64, 'too_long').optional();

export const SMS_EVENTS = ['register', 'mobilelogin', 'changemobile', 'resetpwd'] as const;
export const SmsEventSchema = z.enum(SMS_EVENTS, { error: 'invalid_value' });
export type SmsEvent = z.infer<typeof SmsEventSchema>;

export const LoginInputSchema = z.object({
  account: z.string({ error: typeError }).trim().min(1, 'required').max(64, 'too_long'),
  password: z.string({ error: typeError }).min(1, 'required').max(64, 'too_long'),
  client_id: ClientIdSchema,
});

export const MobileLoginInputSchema = z.object({
  mobile: MobileSchema,
  captcha: SmsCodeSchema,
  client_id: ClientIdSchema,
});

export const RegisterInputSchema = z.object({
  username: UsernameSchema,
  password: PasswordSchema,
  invite_code: InviteCodeSchema,
  mobile: MobileSchema,
  /** A `register` SMS code sent to the phone: with it the number is confirmed at once. */
  captcha: SmsCodeSchema.optional(),
  client_id: ClientIdSchema,
});

/** A phone to check before the stock client's login or registration (`validate/check_mobile_*`). */
export const MobileCheckInputSchema = z.object({ mobile: MobileSchema });

export const SmsSendInputSchema = z.object({ mobile: MobileSchema, event: SmsEventSchema });

export const ResetPasswordInputSchema = z.object({
  mobile: MobileSchema,
  captcha: SmsCodeSchema,
  newpassword: PasswordSchema,
});

export const ChangePasswordInputSchema = z.object({
  oldpassword: z.string({ error: typeError }).min(1, 'required').max(64, 'too_long'),
  newpassword: PasswordSchema,
});

export const ChangeMobileInputSchema = z.object({ mobile: MobileSchema, captcha: SmsCodeSchema });

export const LogoutInputSchema = z.object({ client_id: ClientIdSchema });

export const GENDERS = [0, 1, 2] as const; // unknown, male, female

export const ProfileInputSchema = z
  .object({
    nickname: z.string().trim().min(1, 'required').max(32, 'too_long'),
    avatar: UploadPathInputSchema,
    gender: z.coerce
      .number()
      .int()
      .refine((g) => g === 0 || g === 1 || g === 2, 'invalid_value'),
    birthday: z.union([
      z.literal(''),
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
        .refine(isRealDate, 'invalid_date'),
    ]),
    bio: z.string().trim().max(200, 'too_long'),
  })
  .partial()
  .strict();

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date < new Date();
}

/** How a member shows to the console and the service desk: login name, display name, picture. */
export const memberNameShape = {
  username: z.string(),
  nickname: z.string(),
  avatar: ImageUrlSchema,
};

/** The member's own profile: the spec's "User session" without the credential. */
export const UserProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  /** True once the number is proven by an SMS code: only then does it log in or reset the password. */
  mobile_confirmed: z.boolean(),
  avatar: ImageUrlSchema,
  level: z.number().int(),
  gender: z.number().int(),
  birthday: z.string(),
  bio: z.string(),
  /** Balance as a two-decimal string. */
  money: z.string(),
  score: z.number().int(),
  successions: z.number().int(),
  maxsuccessions: z.number().int(),
  prevtime: UnixTimeSchema,
  logintime: UnixTimeSchema,
  loginip: z.string(),
  jointime: UnixTimeSchema,
  invite_code: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** The user object every login answers with: profile plus the session token. */
export const UserInfoSchema = UserProfileSchema.extend({
  token: z.string(),
  expires_in: z.number().int(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const StatisticsSchema = z.object({
  dynamic: z.object(countFields('collection', 'concern', 'footprint', 'coupon', 'accountbank')),
  order: z.object(
    countFields('pay', 'delive', 'receiving', 'evaluate', 'customer', 'whole', 'groups'),
  ),
  logistics: z.array(z.unknown()),
});
export type Statistics = z.infer<typeof StatisticsSchema>;

export const LoginResultSchema = z.object({
  userinfo: UserInfoSchema,
  statistics: StatisticsSchema,
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** `user/refresh`: the member's profile and counters, the shape logins answer without the token. */
export const RefreshResultSchema = z.object({
  userinfo: UserProfileSchema,
  statistics: StatisticsSchema,
});
export type RefreshResult = z.infer<typeof RefreshResultSchema>;

export const TokenCheckSchema = z.object({ token: z.string(), expires_in: z.number().int() });
