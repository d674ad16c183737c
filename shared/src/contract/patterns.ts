import { Type } from 'typebox';

export {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_SEARCH_MAX_LENGTH,
} from '../account-rules';

/** Field rules shared by request schemas (and usable by forms). */

/** YYYY-MM-DD */
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** An address: the usual local-part characters, one @, and a dotted domain (no spaces, quotes or angle brackets). */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";
/** Display text (names, countries): anything but markup brackets. */
export const PLAIN_TEXT_PATTERN = '^[^<>]*$';
/** Mailed single-use tokens (verification, password reset): 32 random bytes, base64url. */
export const ACCOUNT_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
/** One-click unsubscribe tokens: `<user id>.<HMAC-SHA256, base64url>`. */
export const UNSUBSCRIBE_TOKEN_PATTERN = '^[1-9][0-9]{0,9}\\.[A-Za-z0-9_-]{43}$';

/** Record ids: positive 32-bit integers (larger values are rejected with 400 rather than reaching the database). */
export const MAX_RECORD_ID = 2_147_483_647;
export const RecordIdSchema = Type.Integer({ minimum: 1, maximum: MAX_RECORD_ID });
