import { type Static, Type } from 'typebox';
import { PLAIN_TEXT_PATTERN, RecordIdSchema } from './patterns';

/** Package functions; each gates a client feature and its data endpoints on the server. */
export const PACKAGE_FUNCTIONS = [
  'ALERTS',
  'FIXTURES',
  'PREDICTIONS',
  'ODDS_COMPARISON',
  'RECOMMENDATIONS',
  'VISUALIZATIONS',
] as const;
export const PackageFunctionSchema = Type.Union([
  Type.Literal('ALERTS'),
  Type.Literal('FIXTURES'),
  Type.Literal('PREDICTIONS'),
  Type.Literal('ODDS_COMPARISON'),
  Type.Literal('RECOMMENDATIONS'),
  Type.Literal('VISUALIZATIONS'),
]);
export type PackageFunction = (typeof PACKAGE_FUNCTIONS)[number];

export const BILLING_CYCLES = ['MONTHLY', 'YEARLY', 'NONE'] as const;
export const BillingCycleSchema = Type.Union([Type.Literal('MONTHLY'), Type.Literal('YEARLY'), Type.Literal('NONE')]);
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Where a package is listed among the others (lowest first); ties keep id order. */
export const PACKAGE_DISPLAY_ORDER_MAX = 1000;
/** GBP, whole pence. */
export const PACKAGE_PRICE_MAX = 100_000;

/**
 * Ids follow tier order (lower id = lower tier), which the client uses for upgrade/downgrade; lists come in
 * `displayOrder`. Exactly one package (when any exists) is the one new sign-ups receive.
 */
export const PackageSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    functions: Type.Array(PackageFunctionSchema),
    billingCycle: BillingCycleSchema,
    /** GBP per billing cycle (0 for a package without billing). */
    price: Type.Number(),
    displayOrder: Type.Integer(),
    /** New sign-ups receive this package. */
    signupDefault: Type.Boolean(),
  },
  { $id: 'Package' },
);
export type Package = Static<typeof PackageSchema>;

export const PackageListSchema = Type.Array(PackageSchema, { $id: 'PackageList' });

export const PackageCreateRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60, pattern: PLAIN_TEXT_PATTERN }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    functions: Type.Array(PackageFunctionSchema, { maxItems: 6, uniqueItems: true }),
    billingCycle: Type.Optional(BillingCycleSchema),
    /** GBP per billing cycle, whole pence; a package without billing (NONE) costs 0. */
    price: Type.Optional(Type.Number({ minimum: 0, maximum: PACKAGE_PRICE_MAX })),
    displayOrder: Type.Optional(Type.Integer({ minimum: 1, maximum: PACKAGE_DISPLAY_ORDER_MAX })),
    /** true makes this the package new sign-ups receive (the previous one stops being it). */
    signupDefault: Type.Optional(Type.Boolean()),
  },
  { $id: 'PackageCreateRequest', additionalProperties: false },
);
export type PackageCreateRequest = Static<typeof PackageCreateRequestSchema>;

/** PUT replaces the editable fields; omitted optional fields keep their current value. */
export const PackageUpdateRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60, pattern: PLAIN_TEXT_PATTERN }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    functions: Type.Array(PackageFunctionSchema, { maxItems: 6, uniqueItems: true }),
    billingCycle: Type.Optional(BillingCycleSchema),
    /** GBP per billing cycle, whole pence; a package without billing (NONE) costs 0. */
    price: Type.Optional(Type.Number({ minimum: 0, maximum: PACKAGE_PRICE_MAX })),
    displayOrder: Type.Optional(Type.Integer({ minimum: 1, maximum: PACKAGE_DISPLAY_ORDER_MAX })),
    /** true makes this the package new sign-ups receive (the previous one stops being it). */
    signupDefault: Type.Optional(Type.Boolean()),
  },
  { $id: 'PackageUpdateRequest', additionalProperties: false },
);
export type PackageUpdateRequest = Static<typeof PackageUpdateRequestSchema>;

/** DELETE /packages/{id}: the package new sign-ups receive can go only when another one takes its place. */
export const PackageDeleteQuerySchema = Type.Object(
  { replacementId: Type.Optional(RecordIdSchema) },
  { additionalProperties: false },
);
export type PackageDeleteQuery = Static<typeof PackageDeleteQuerySchema>;
