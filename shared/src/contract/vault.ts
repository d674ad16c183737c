import { type Static, Type } from 'typebox';
import {
  BASE_URL_MAX_LENGTH,
  CREDENTIAL_NAME_MAX_LENGTH,
  EXCHANGE_USERNAME_MAX_LENGTH,
  PARAMETER_NAME_MAX_LENGTH,
  SECRET_MAX_LENGTH,
  SECRET_MIN_LENGTH,
} from '../vault-rules';
import { PLAIN_TEXT_PATTERN } from './patterns';

export type { CredentialPlacement, CredentialPurpose, Exchange, ExchangeAccountStatus } from '../vault-rules';

/** An API key: visible ASCII without spaces, so it travels unchanged in a header or a query parameter. */
export const API_KEY_PATTERN = '^[\\x21-\\x7E]+$';
/** A password or app key: any text without control characters. */
export const EXCHANGE_SECRET_PATTERN = '^[^\\x00-\\x1F\\x7F]+$';
/** A header or query parameter name (an HTTP token). */
export const PARAMETER_NAME_PATTERN = "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$";
export const HTTP_URL_PATTERN = '^https?://[^\\s<>"]+$';

const CredentialPurposeSchema = Type.Union([Type.Literal('FOOTBALL_DATA_FEED'), Type.Literal('OTHER')]);
const CredentialPlacementSchema = Type.Union([Type.Literal('HEADER'), Type.Literal('QUERY')]);
const ExchangeSchema = Type.Literal('BETFAIR');
const ExchangeAccountStatusSchema = Type.Union([Type.Literal('ACTIVE'), Type.Literal('INACTIVE')]);

/** A stored API credential: the key itself is never sent, only `maskedKey` (at most its last 4 characters). */
export const ApiCredentialSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    purpose: CredentialPurposeSchema,
    baseUrl: Type.Union([Type.String(), Type.Null()]),
    placement: Type.Union([CredentialPlacementSchema, Type.Null()]),
    parameterName: Type.Union([Type.String(), Type.Null()]),
    maskedKey: Type.String(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { $id: 'ApiCredential' },
);
export type ApiCredential = Static<typeof ApiCredentialSchema>;
export const ApiCredentialListSchema = Type.Array(ApiCredentialSchema, { $id: 'ApiCredentialList' });

const credentialFields = {
  name: Type.String({ minLength: 1, maxLength: CREDENTIAL_NAME_MAX_LENGTH, pattern: PLAIN_TEXT_PATTERN }),
  purpose: Type.Optional(CredentialPurposeSchema),
  baseUrl: Type.Optional(
    Type.Union([Type.String({ maxLength: BASE_URL_MAX_LENGTH, pattern: HTTP_URL_PATTERN }), Type.Null()]),
  ),
  /** Required (with parameterName) for the football-data feed's credential. */
  placement: Type.Optional(Type.Union([CredentialPlacementSchema, Type.Null()])),
  parameterName: Type.Optional(
    Type.Union([
      Type.String({ minLength: 1, maxLength: PARAMETER_NAME_MAX_LENGTH, pattern: PARAMETER_NAME_PATTERN }),
      Type.Null(),
    ]),
  ),
};
const apiKey = Type.String({ minLength: SECRET_MIN_LENGTH, maxLength: SECRET_MAX_LENGTH, pattern: API_KEY_PATTERN });

export const ApiCredentialCreateRequestSchema = Type.Object(
  { ...credentialFields, key: apiKey },
  { $id: 'ApiCredentialCreateRequest', additionalProperties: false },
);
export type ApiCredentialCreateRequest = Static<typeof ApiCredentialCreateRequestSchema>;

/** PUT: omitted optional fields keep their value; `key` absent keeps the stored key, present replaces it. */
export const ApiCredentialUpdateRequestSchema = Type.Object(
  { ...credentialFields, key: Type.Optional(apiKey) },
  { $id: 'ApiCredentialUpdateRequest', additionalProperties: false },
);
export type ApiCredentialUpdateRequest = Static<typeof ApiCredentialUpdateRequestSchema>;

/** A stored exchange account: the password or app key is never sent, only `maskedSecret`. */
export const ExchangeAccountSchema = Type.Object(
  {
    id: Type.Integer(),
    exchange: ExchangeSchema,
    username: Type.String(),
    status: ExchangeAccountStatusSchema,
    maskedSecret: Type.String(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { $id: 'ExchangeAccount' },
);
export type ExchangeAccount = Static<typeof ExchangeAccountSchema>;
export const ExchangeAccountListSchema = Type.Array(ExchangeAccountSchema, { $id: 'ExchangeAccountList' });

const exchangeAccountFields = {
  exchange: Type.Optional(ExchangeSchema),
  username: Type.String({ minLength: 1, maxLength: EXCHANGE_USERNAME_MAX_LENGTH, pattern: PLAIN_TEXT_PATTERN }),
  status: Type.Optional(ExchangeAccountStatusSchema),
};
const exchangeSecret = Type.String({
  minLength: SECRET_MIN_LENGTH,
  maxLength: SECRET_MAX_LENGTH,
  pattern: EXCHANGE_SECRET_PATTERN,
});

export const ExchangeAccountCreateRequestSchema = Type.Object(
  { ...exchangeAccountFields, secret: exchangeSecret },
  { $id: 'ExchangeAccountCreateRequest', additionalProperties: false },
);
export type ExchangeAccountCreateRequest = Static<typeof ExchangeAccountCreateRequestSchema>;

/** PUT: omitted exchange and status keep their value; `secret` absent keeps the stored one, present replaces it. */
export const ExchangeAccountUpdateRequestSchema = Type.Object(
  { ...exchangeAccountFields, secret: Type.Optional(exchangeSecret) },
  { $id: 'ExchangeAccountUpdateRequest', additionalProperties: false },
);
export type ExchangeAccountUpdateRequest = Static<typeof ExchangeAccountUpdateRequestSchema>;
