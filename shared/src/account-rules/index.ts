// Account field limits, one source for the API's contract schemas and the forms. Plain values: a form that imports
// them does not pull the schema library into its remote's bundle.

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Longest text the admin users table searches names and e-mail addresses for. */
export const USER_SEARCH_MAX_LENGTH = 100;
