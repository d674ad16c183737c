import { type Static, Type } from 'typebox';
import {
  ACCOUNT_TOKEN_PATTERN,
  DATE_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLAIN_TEXT_PATTERN,
} from './patterns';
import { UserSchema } from './users';

export const LoginRequestSchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { $id: 'LoginRequest', additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

export const AuthResponseSchema = Type.Object({ token: Type.String(), user: UserSchema }, { $id: 'AuthResponse' });
export type AuthResponse = Static<typeof AuthResponseSchema>;
/** Response of POST /api/auth/login. */
export type LoginResponse = AuthResponse;

/** Google Identity Services callback; only `credential` (the ID token) is used. */
export const GoogleLoginRequestSchema = Type.Object(
  {
    credential: Type.String({ minLength: 1, maxLength: 8192 }),
    /** Needed only when the Google account has no OddsLab account yet: the age gate applies to every sign-up. */
    dateOfBirth: Type.Optional(Type.String({ pattern: DATE_PATTERN, format: 'date' })),
    clientId: Type.Optional(Type.String({ maxLength: 512 })),
    select_by: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { $id: 'GoogleLoginRequest', additionalProperties: false },
);
export type GoogleLoginRequest = Static<typeof GoogleLoginRequestSchema>;

export const SignupRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: PLAIN_TEXT_PATTERN }),
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN }),
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    confirmPassword: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
    /** Required: nobody under the minimum age (GET /api/auth/config) may register. */
    dateOfBirth: Type.String({ pattern: DATE_PATTERN, format: 'date' }),
    country: Type.Optional(Type.Union([Type.String({ maxLength: 80, pattern: PLAIN_TEXT_PATTERN }), Type.Null()])),
    /** The sign-up page sends it empty. */
    image: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()])),
  },
  { $id: 'SignupRequest', additionalProperties: false },
);
export type SignupRequest = Static<typeof SignupRequestSchema>;

export const SignupResponseSchema = Type.Object({ user: UserSchema }, { $id: 'SignupResponse' });
export type SignupResponse = Static<typeof SignupResponseSchema>;

/** The token may come in the body, the Authorization header, or both (they must then agree). */
export const LogoutRequestSchema = Type.Object(
  { token: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })) },
  { $id: 'LogoutRequest', additionalProperties: false },
);
export type LogoutRequest = Static<typeof LogoutRequestSchema>;

/** Public: what the login and sign-up pages need to enable Google sign-in. */
export const AuthConfigSchema = Type.Object(
  {
    googleClientId: Type.Union([Type.String(), Type.Null()]),
    /** The youngest age, in whole years, at which anyone may register. */
    minimumSignupAge: Type.Integer({ minimum: 1 }),
  },
  { $id: 'AuthConfig' },
);
export type AuthConfig = Static<typeof AuthConfigSchema>;

const mailedToken = Type.String({ minLength: 43, maxLength: 43, pattern: ACCOUNT_TOKEN_PATTERN });

/** POST /api/auth/verify-email: the token from the verification link. */
export const VerifyEmailRequestSchema = Type.Object(
  { token: mailedToken },
  { $id: 'VerifyEmailRequest', additionalProperties: false },
);
export type VerifyEmailRequest = Static<typeof VerifyEmailRequestSchema>;

/** The address that is now verified (the page compares it with the signed-in user's). */
export const VerifyEmailResponseSchema = Type.Object(
  { message: Type.String(), email: Type.String() },
  { $id: 'VerifyEmailResponse', additionalProperties: false },
);
export type VerifyEmailResponse = Static<typeof VerifyEmailResponseSchema>;

/** POST /api/auth/forgot-password: where to send a reset link (the answer never says whether an account uses it). */
export const ForgotPasswordRequestSchema = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN }) },
  { $id: 'ForgotPasswordRequest', additionalProperties: false },
);
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequestSchema>;

/** POST /api/auth/reset-password: the token from the reset link and the new password (sign-up rules). */
export const ResetPasswordRequestSchema = Type.Object(
  {
    token: mailedToken,
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    confirmPassword: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  },
  { $id: 'ResetPasswordRequest', additionalProperties: false },
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;
