import type {
  AuthConfig,
  AuthResponse,
  GoogleLoginRequest,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  MessageResponse,
  SignupRequest,
  SignupResponse,
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
    /** Public: whether Google sign-in is configured (googleClientId null → the button explains why it is off). */
    getAuthConfig: build.query<AuthConfig, void>({
      query: () => 'auth/config',
    }),
  }),
});

export const { useLoginMutation, useGoogleLoginMutation, useSignupMutation, useLogoutMutation, useGetAuthConfigQuery } =
  authApi;
