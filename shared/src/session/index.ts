export { AccountMenu } from './account-menu';
export { EmailVerificationBanner } from './email-verification-banner';
export { googleHomePathForRole, homePathForRole } from './home-path-for-role';
export { type LoadSessionUserOptions, loadSessionUser } from './load-session-user';
export { logoutFailureReason } from './logout-failure-reason';
export { RedirectIfSignedIn } from './redirect-if-signed-in';
export { RequireRole, type RequireRoleProps } from './require-role';
export { SESSION_ENDED_MESSAGE } from './session-listener';
export {
  initialSessionState,
  type SessionState,
  type SessionStatus,
  selectSessionStatus,
  selectSessionUser,
  sessionEnded,
  sessionLoadStarted,
  sessionReducer,
  sessionSlice,
  sessionUserLoaded,
  signedIn,
  signedOut,
  userUpdated,
} from './session-slice';
export { useBootstrapSession } from './use-bootstrap-session';
export { MISSING_TOKEN_OR_USER, returnPathFor, type SignInProvider, useCompleteSignIn } from './use-complete-sign-in';
export { LOGOUT_SUCCESS_MESSAGE, useLogout } from './use-logout';
export { displayNameOf, type SessionView, useSession } from './use-session';
