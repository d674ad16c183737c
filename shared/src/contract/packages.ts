import { type Static, Type } from 'typebox';
import { PLAIN_TEXT_PATTERN } from './patterns';

/** Package functions; each gates a client feature and its data endpoints on the server. */
export const PACKAGE_FUNCTIONS = [
  'ALERTS',
  'FIXTURES',
  'PREDICTIONS',
  'ODDS_COMPARISON',
  'RECOMMENDATIONS',
  'VISUALIZATIONS',
  'SIMULATIONS',
] as const;
export const PackageFunctionSchema = Type.Union([
  Type.Literal('ALERTS'),
  Type.Literal('FIXTURES'),
  Type.Literal('PREDICTIONS'),
  Type.Literal('ODDS_COMPARISON'),
  Type.Literal('RECOMMENDATIONS'),
  Type.Literal('VISUALIZATIONS'),
  Type.Literal('SIMULATIONS'),
]);
export type PackageFunction = (typeof PACKAGE_FUNCTIONS)[number];

export const BILLING_CYCLES = ['MONTHLY', 'YEARLY', 'NONE'] as const;
export const BillingCycleSchema = Type.Union([Type.Literal('MONTHLY'), Type.Literal('YEARLY'), Type.Literal('NONE')]);
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Ids follow tier order (lower id = lower tier), which the client uses for upgrade/downgrade. */
export const PackageSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    functions: Type.Array(PackageFunctionSchema),
    billingCycle: BillingCycleSchema,
    /** GBP per month. */
    price: Type.Number(),
  },
  { $id: 'Package' },
);
export type Package = Static<typeof PackageSchema>;

export const PackageListSchema = Type.Array(PackageSchema, { $id: 'PackageList' });

export const PackageCreateRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60, pattern: PLAIN_TEXT_PATTERN }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    functions: Type.Array(PackageFunctionSchema, { maxItems: PACKAGE_FUNCTIONS.length, uniqueItems: true }),
    billingCycle: Type.Optional(BillingCycleSchema),
    price: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
  },
  { $id: 'PackageCreateRequest', additionalProperties: false },
);
export type PackageCreateRequest = Static<typeof PackageCreateRequestSchema>;

/** PUT replaces the editable fields; omitted optional fields keep their current value. */
export const PackageUpdateRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60, pattern: PLAIN_TEXT_PATTERN }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    functions: Type.Array(PackageFunctionSchema, { maxItems: PACKAGE_FUNCTIONS.length, uniqueItems: true }),
    billingCycle: Type.Optional(BillingCycleSchema),
    price: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
  },
  { $id: 'PackageUpdateRequest', additionalProperties: false },
);
export type PackageUpdateRequest = Static<typeof PackageUpdateRequestSchema>;
