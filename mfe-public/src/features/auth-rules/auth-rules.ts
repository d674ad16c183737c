// The same rules the API's contract enforces (spec §5), kept as plain values: importing the contract module at
// runtime would pull the schema library into this remote's bundle.

/** Text, one @, text, a dot, text; no spaces. */
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §9: passwords have at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/** The longest name, address and password the API accepts; the inputs stop there instead of failing on send. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
