// Limits and choices of the secrets vault (API credentials, exchange accounts), one source for the API's contract
// schemas and the admin forms. Plain values: a form that imports them does not pull the schema library in.

export const CREDENTIAL_NAME_MAX_LENGTH = 80;
/** Short secrets would be half shown by a last-4 mask, so none is shorter than this. */
export const SECRET_MIN_LENGTH = 8;
export const SECRET_MAX_LENGTH = 512;
export const BASE_URL_MAX_LENGTH = 500;
export const PARAMETER_NAME_MAX_LENGTH = 64;
export const EXCHANGE_USERNAME_MAX_LENGTH = 100;

/** What a credential is for: the football-data feed's is sent by the live-feed ingestion. */
export const CREDENTIAL_PURPOSES = ['FOOTBALL_DATA_FEED', 'OTHER'] as const;
export type CredentialPurpose = (typeof CREDENTIAL_PURPOSES)[number];
export const CREDENTIAL_PURPOSE_LABELS: Record<CredentialPurpose, string> = {
  FOOTBALL_DATA_FEED: 'Football data feed',
  OTHER: 'Other',
};

/** How the feed's key travels: as a request header or as a query parameter, under `parameterName`. */
export const CREDENTIAL_PLACEMENTS = ['HEADER', 'QUERY'] as const;
export type CredentialPlacement = (typeof CREDENTIAL_PLACEMENTS)[number];

export const EXCHANGES = ['BETFAIR'] as const;
export type Exchange = (typeof EXCHANGES)[number];

export const EXCHANGE_ACCOUNT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type ExchangeAccountStatus = (typeof EXCHANGE_ACCOUNT_STATUSES)[number];
