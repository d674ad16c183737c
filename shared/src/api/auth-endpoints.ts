import type {
  AuthConfig,
  AuthResponse,
  ForgotPasswordRequest,
  GoogleLoginRequest,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  MessageResponse,
  ResetPasswordRequest,
  SignupRequest,
  SignupResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '../contract';
import { api } from './api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
    googleLogin: build.mutation<AuthResponse, GoogleLoginRequest>({
      query: (body) => ({ url: 'auth/google', method: 'POST', body }),
    }),
    signup: build.mutation<SignupResponse, SignupRequest>({
      query: (body) => ({ url: 'auth/signup', method: 'POST', body }),
    }),
    logout: build.mutation<MessageResponse, LogoutRequest>({
      query: (body) => ({ url: 'auth/logout', method: 'POST', body }),
    }),
    /** The token from a verification link; the signed-in user (if any) is read again to drop the banner. */
    verifyEmail: build.mutation<VerifyEmailResponse, VerifyEmailRequest>({
      query: (body) => ({ url: 'auth/verify-email', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'ME' }],
    }),
    /** A new verification link for the signed-in user (rate-limited). */
    resendVerification: build.mutation<MessageResponse, void>({
      query: () => ({ url: 'auth/resend-verification', method: 'POST' }),
    }),
    /** Same answer whether or not an account uses the address. */
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
    }),
    /** Sets a new password with the token from a reset link; every session of the account ends. */
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
    /** Public: whether Google sign-in is configured (googleClientId null → the button explains why it is off). */
    getAuthConfig: build.query<AuthConfig, void>({
      query: () => 'auth/config',
    }),
  }),
});

export const {
  useLoginMutation,
  useGoogleLoginMutation,
  useSignupMutation,
  useLogoutMutation,
  useGetAuthConfigQuery,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
