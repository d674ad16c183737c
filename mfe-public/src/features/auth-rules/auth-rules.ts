// The same rules the API's contract enforces (spec §5). The limits come from the one plain-value source the contract
// schemas use too; importing the contract itself at runtime would pull the schema library into this remote's bundle.
import { PASSWORD_MIN_LENGTH } from '@oddslab/shared/account-rules';

export {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@oddslab/shared/account-rules';

/** Text, one @, text, a dot, text; no spaces. */
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

/** The sign-up password rules, shared by sign-up and the new password of a reset. */
export function newPasswordErrors(
  password: string,
  confirmPassword: string,
): {
  password?: string;
  confirmPassword?: string;
} {
  return {
    ...(password.length < PASSWORD_MIN_LENGTH && { password: PASSWORD_TOO_SHORT_MESSAGE }),
    ...(confirmPassword !== password && { confirmPassword: PASSWORDS_DIFFER_MESSAGE }),
  };
}

/** Mailed single-use tokens are 43 base64url characters (the contract's ACCOUNT_TOKEN_PATTERN). */
export const MAILED_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
