import { type Static, Type } from 'typebox';
import { PageOf, type PageQuery, PageQueryOf } from './common';
import { BillingCycleSchema, PackageFunctionSchema } from './packages';
import {
  DATE_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLAIN_TEXT_PATTERN,
  RecordIdSchema,
  USER_SEARCH_MAX_LENGTH,
} from './patterns';

export const RoleSchema = Type.Union([Type.Literal('ADMIN'), Type.Literal('CLIENTS')]);
export type Role = Static<typeof RoleSchema>;

/** The user's package as embedded in the user (null when the user has none). */
export const PackageDataSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    functions: Type.Array(PackageFunctionSchema),
    billingCycle: BillingCycleSchema,
  },
  { $id: 'PackageData' },
);
export type PackageData = Static<typeof PackageDataSchema>;

/** A user as every endpoint returns it. Never carries a password or hash. */
export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    name: Type.String(),
    image: Type.Union([Type.String(), Type.Null()]),
    role: RoleSchema,
    packageIdLink: Type.Union([Type.Integer(), Type.Null()]),
    packageData: Type.Union([PackageDataSchema, Type.Null()]),
    /** ISO 8601 date-time */
    subscriptionDate: Type.Union([Type.String(), Type.Null()]),
    /** ISO 8601 date-time */
    expirationDate: Type.Union([Type.String(), Type.Null()]),
    emailVerified: Type.Boolean(),
    /** ISO 8601 date-time */
    createdDate: Type.String(),
    /** YYYY-MM-DD */
    dateOfBirth: Type.Union([Type.String(), Type.Null()]),
    country: Type.Union([Type.String(), Type.Null()]),
    /** ISO 8601 date-time an administrator deactivated the account; null while it is active. */
    deactivatedAt: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'User' },
);
export type User = Static<typeof UserSchema>;

export const UserListSchema = Type.Array(UserSchema, { $id: 'UserList' });
export const UserPageSchema = PageOf(UserSchema, 'UserPage');

const email = Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN });
const name = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: PLAIN_TEXT_PATTERN });
const password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
const image = Type.Union([Type.String({ maxLength: 2048 }), Type.Null()]);
const dateOfBirth = Type.Union([Type.String({ pattern: DATE_PATTERN, format: 'date' }), Type.Null()]);
const country = Type.Union([Type.String({ maxLength: 80, pattern: PLAIN_TEXT_PATTERN }), Type.Null()]);
/** Asked for when you change your own e-mail address: whoever holds a session must also know the password. */
const currentPassword = Type.Optional(Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }));

/** Admin: create a user. */
export const UserCreateRequestSchema = Type.Object(
  {
    email,
    name,
    password,
    role: Type.Optional(RoleSchema),
    image: Type.Optional(image),
    packageIdLink: Type.Optional(Type.Union([RecordIdSchema, Type.Null()])),
    dateOfBirth: Type.Optional(dateOfBirth),
    country: Type.Optional(country),
  },
  { $id: 'UserCreateRequest', additionalProperties: false },
);
export type UserCreateRequest = Static<typeof UserCreateRequestSchema>;

/** PUT /users/{id}: a client may change name, email, image, dateOfBirth, country; role and package are ADMIN only. */
export const UserUpdateRequestSchema = Type.Object(
  {
    email,
    name,
    image: Type.Optional(image),
    dateOfBirth: Type.Optional(dateOfBirth),
    country: Type.Optional(country),
    role: Type.Optional(RoleSchema),
    packageIdLink: Type.Optional(Type.Union([RecordIdSchema, Type.Null()])),
    emailVerified: Type.Optional(Type.Boolean()),
    currentPassword,
  },
  { $id: 'UserUpdateRequest', additionalProperties: false },
);
export type UserUpdateRequest = Static<typeof UserUpdateRequestSchema>;

export const PasswordChangeRequestSchema = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    newPassword: password,
    confirmPassword: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  },
  { $id: 'PasswordChangeRequest', additionalProperties: false },
);
export type PasswordChangeRequest = Static<typeof PasswordChangeRequestSchema>;

/**
 * A password change ends every other session of the account. `token` replaces the caller's own token when they
 * changed their own password; it is absent when an ADMIN changed someone else's.
 */
export const PasswordChangeResponseSchema = Type.Object(
  { message: Type.String(), token: Type.Optional(Type.String()) },
  { $id: 'PasswordChangeResponse', additionalProperties: false },
);
export type PasswordChangeResponse = Static<typeof PasswordChangeResponseSchema>;

export const ProfileUpdateRequestSchema = Type.Object(
  { name, email, currentPassword },
  { $id: 'ProfileUpdateRequest', additionalProperties: false },
);
export type ProfileUpdateRequest = Static<typeof ProfileUpdateRequestSchema>;

export const PackageChangeQuerySchema = Type.Object({ packageId: RecordIdSchema }, { additionalProperties: false });
export type PackageChangeQuery = Static<typeof PackageChangeQuerySchema>;

export const PackageChangeResponseSchema = Type.Object(
  {
    packageIdLink: Type.Integer(),
    packageData: PackageDataSchema,
    subscriptionDate: Type.String(),
    /** null for a package whose billing cycle is NONE (it does not expire). */
    expirationDate: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'PackageChangeResponse' },
);
export type PackageChangeResponse = Static<typeof PackageChangeResponseSchema>;

/** PATCH /users/{id}/image?imageUrl= (an http(s) URL, or empty to clear). */
export const ImageQuerySchema = Type.Object(
  { imageUrl: Type.String({ maxLength: 2048 }) },
  { additionalProperties: false },
);
export type ImageQuery = Static<typeof ImageQuerySchema>;

/** Columns GET /users/page may sort by. */
export const USER_SORT_COLUMNS = ['id', 'email', 'name', 'role', 'createdDate', 'packageIdLink'] as const;
/** A users page, optionally narrowed to names or e-mail addresses containing `search` (case-insensitive). */
export const UserPageQuerySchema = Type.Object(
  {
    ...PageQueryOf(USER_SORT_COLUMNS).properties,
    search: Type.Optional(Type.String({ maxLength: USER_SEARCH_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export interface UserPageQuery extends PageQuery {
  search?: string;
}

/** PATCH /users/{id}/role (ADMIN): nobody can take away their own ADMIN role. */
export const UserRoleChangeRequestSchema = Type.Object(
  { role: RoleSchema },
  { $id: 'UserRoleChangeRequest', additionalProperties: false },
);
export type UserRoleChangeRequest = Static<typeof UserRoleChangeRequestSchema>;

/** PATCH /users/{id}/status (ADMIN): deactivate (`false`) or reactivate (`true`); never your own account. */
export const UserStatusChangeRequestSchema = Type.Object(
  { active: Type.Boolean() },
  { $id: 'UserStatusChangeRequest', additionalProperties: false },
);
export type UserStatusChangeRequest = Static<typeof UserStatusChangeRequestSchema>;
