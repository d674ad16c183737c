import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  ImageQuerySchema,
  PackageChangeQuerySchema,
  PackageChangeResponseSchema,
  PasswordChangeRequestSchema,
  PasswordChangeResponseSchema,
  ProfileUpdateRequestSchema,
  type Role,
  USER_SORT_COLUMNS,
  type User,
  UserCreateRequestSchema,
  UserListSchema,
  UserPageQuerySchema,
  UserPageSchema,
  UserRoleChangeRequestSchema,
  UserSchema,
  UserStatusChangeRequestSchema,
  UserUpdateRequestSchema,
} from '@oddslab/shared/contract';
import type { Kysely } from 'kysely';
import { inTransactionAnnouncing } from '../db/account-changes';
import type { Database } from '../db/schema';
import { normaliseEmail, type UserChanges, type UserRecord, UsersRepository } from '../db/users-repository';
import { expirationFor } from '../services/billing';
import { verifyPassword } from '../services/passwords';
import { sessionCutoffNow } from '../services/tokens';
import { dateOfBirth, imageUrl, optionalText, requiredText } from '../services/validation';
import { assertSelfOrAdmin, authenticate, currentUser, requireRole } from './auth-hooks';
import { badRequest, conflict, fieldError, forbidden, notFound } from './errors';
import { resolvePageQuery } from './paging';
import { bearerSecurity, errorResponses } from './route-schemas';

/** The user fields an audit entry compares (never credentials). */
const AUDITED_FIELDS = [
  'email',
  'name',
  'image',
  'role',
  'packageIdLink',
  'emailVerified',
  'dateOfBirth',
  'country',
  'deactivatedAt',
] as const satisfies readonly (keyof User)[];

/** `{ before, after }` of the audited fields that differ; null when nothing did. */
export function userChangeDetails(before: User, after: User) {
  const changed = AUDITED_FIELDS.filter((field) => before[field] !== after[field]);
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field]])),
    after: Object.fromEntries(changed.map((field) => [field, after[field]])),
  };
}

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, packages, auditLog } = app.repos;
  const adminOnly = requireRole('ADMIN');

  /**
   * Applies `changes` and records what changed as `action` by `actor`, in one transaction (a change without its
   * audit entry, or the reverse, is never stored). No entry when nothing changed.
   */
  const updateAudited = async (actor: User, action: string, record: UserRecord, changes: UserChanges) =>
    inTransactionAnnouncing(app.db, app.announceAccountChange, async (trx, announce) => {
      const updated = (await new UsersRepository(trx, announce).update(record.user.id, changes))!.user;
      await recordUserChange(trx, actor, action, record.user, updated);
      return updated;
    });

  const recordUserChange = async (db: Kysely<Database>, actor: User, action: string, before: User, after: User) => {
    const details = userChangeDetails(before, after);
    if (details) await auditLog.record({ actor, action, subjectType: 'user', subjectId: after.id, details }, db);
  };

  const findUser = async (id: number): Promise<UserRecord> => {
    const record = await users.findById(id);
    if (!record) throw notFound(`User ${id} not found`);
    return record;
  };

  const assertEmailFree = async (email: string, ownId: number | null) => {
    const holder = await users.findByEmail(email);
    if (holder && holder.user.id !== ownId) {
      throw conflict('An account with this email already exists', [
        { field: 'email', message: 'is already registered' },
      ]);
    }
  };

  /** Package + subscription dates starting now, or a cleared subscription for null. */
  const subscriptionChanges = async (packageId: number | null): Promise<UserChanges> => {
    if (packageId === null) return { packageId: null, subscriptionDate: null, expirationDate: null };
    const pkg = await packages.findById(packageId);
    if (!pkg) throw fieldError('packageIdLink', 'does not match an existing package');
    const now = new Date();
    return { packageId, subscriptionDate: now.toISOString(), expirationDate: expirationFor(pkg.billingCycle, now) };
  };

  /** Keeps at least one administrator: no demoting or deleting the last one. */
  const assertNotLastAdmin = async (record: UserRecord, nextRole: Role | 'DELETED') => {
    if (record.user.role === 'ADMIN' && nextRole !== 'ADMIN' && (await users.countAdmins()) <= 1) {
      throw conflict('At least one administrator account must remain');
    }
  };

  /** Nobody takes away their own ADMIN role: the console would lock them out mid-change. */
  const assertKeepsOwnAdminRole = (actor: User, record: UserRecord, nextRole: Role) => {
    if (actor.id === record.user.id && record.user.role === 'ADMIN' && nextRole !== 'ADMIN') {
      throw conflict('You cannot remove your own administrator role. Ask another administrator to do it.', [
        { field: 'role', message: 'cannot be changed on your own account' },
      ]);
    }
  };

  /**
   * Changing your own address takes your password too: a session left open (or a stolen token) must not be enough
   * to move the account, and its password resets, to another mailbox. An ADMIN changing someone else's needs none.
   */
  const assertMayChangeEmail = async (
    actor: User,
    record: UserRecord,
    email: string,
    currentPassword: string | undefined,
  ) => {
    if (normaliseEmail(email) === record.user.email || actor.id !== record.user.id) return;
    if (!record.passwordHash) {
      throw badRequest(
        'This account signs in with Google and has no password. Set one with Forget Password on the login page, then change the e-mail address.',
      );
    }
    if (currentPassword === undefined) {
      throw fieldError('currentPassword', 'is needed to change your e-mail address');
    }
    if (!(await verifyPassword(currentPassword, record.passwordHash))) {
      throw fieldError('currentPassword', 'is incorrect');
    }
  };

  const tags = ['users'];
  const security = bearerSecurity;

  app.get(
    '/users/me',
    {
      onRequest: authenticate,
      schema: { tags, security, summary: 'The signed-in user', response: { 200: UserSchema, ...errorResponses(401) } },
    },
    async (request) => currentUser(request),
  );

  app.get(
    '/users',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'All users (ADMIN)',
        response: { 200: UserListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => users.list(),
  );

  app.get(
    '/users/page',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'A page of users (ADMIN); sort by id, email, name, role, createdDate or packageIdLink',
        description: '`search` keeps the users whose name or e-mail address contains it, ignoring case.',
        querystring: UserPageQuerySchema,
        response: {
          200: UserPageSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) =>
      users.page({
        ...resolvePageQuery(request.query, USER_SORT_COLUMNS, { sort: 'id', direction: 'ASC' }),
        search: request.query.search,
      }),
  );

  app.post(
    '/users',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Create a user (ADMIN)',
        body: UserCreateRequestSchema,
        response: { 201: UserSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const name = requiredText('name', body.name);
      const birthDate = dateOfBirth('dateOfBirth', body.dateOfBirth);
      const image = imageUrl('image', body.image);
      const role = body.role ?? 'CLIENTS';
      const subscription =
        body.packageIdLink !== undefined
          ? await subscriptionChanges(body.packageIdLink)
          : role === 'CLIENTS'
            ? await app.accounts.defaultSubscription()
            : {};
      await assertEmailFree(body.email, null);
      const passwordHash = await app.accounts.hashPassword(body.password);
      const user = await inTransactionAnnouncing(app.db, app.announceAccountChange, async (trx, announce) => {
        const record = await new UsersRepository(trx, announce).create({
          email: body.email,
          name,
          passwordHash,
          role,
          image,
          dateOfBirth: birthDate,
          country: optionalText(body.country),
          emailVerified: false,
          ...subscription,
        });
        const { email, role: createdRole, packageIdLink } = record.user;
        await auditLog.record(
          {
            actor: currentUser(request),
            action: 'user.create',
            subjectType: 'user',
            subjectId: record.user.id,
            details: { after: { email, name: record.user.name, role: createdRole, packageIdLink } },
          },
          trx,
        );
        return record.user;
      });
      return reply.code(201).send(user);
    },
  );

  app.get(
    '/users/:id',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'One user (self, or any for ADMIN)',
        params: IdParamsSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      return (await findUser(request.params.id)).user;
    },
  );

  app.put(
    '/users/:id',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Update a user; role, package and emailVerified only by ADMIN',
        params: IdParamsSchema,
        body: UserUpdateRequestSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = assertSelfOrAdmin(request, request.params.id);
      const record = await findUser(request.params.id);
      const body = request.body;
      const privileged =
        (body.role !== undefined && body.role !== record.user.role) ||
        (body.packageIdLink !== undefined && body.packageIdLink !== record.user.packageIdLink) ||
        (body.emailVerified !== undefined && body.emailVerified !== record.user.emailVerified);
      if (privileged && actor.role !== 'ADMIN') {
        throw forbidden('Only an administrator can change role, package or e-mail verification');
      }
      const changes: UserChanges = {
        name: requiredText('name', body.name),
        email: body.email,
        ...(body.image !== undefined && { image: imageUrl('image', body.image) }),
        ...(body.dateOfBirth !== undefined && { dateOfBirth: dateOfBirth('dateOfBirth', body.dateOfBirth) }),
        ...(body.country !== undefined && { country: optionalText(body.country) }),
        ...(body.role !== undefined && { role: body.role }),
        // A client may echo their current flag, but it must not carry over to a new address.
        ...(body.emailVerified !== undefined && actor.role === 'ADMIN' && { emailVerified: body.emailVerified }),
      };
      if (body.packageIdLink !== undefined && body.packageIdLink !== record.user.packageIdLink) {
        Object.assign(changes, await subscriptionChanges(body.packageIdLink));
      }
      if (body.role !== undefined) {
        assertKeepsOwnAdminRole(actor, record, body.role);
        await assertNotLastAdmin(record, body.role);
      }
      await assertEmailFree(body.email, record.user.id);
      await assertMayChangeEmail(actor, record, body.email, body.currentPassword);
      // A new address starts unverified (the flag belonged to the old one) and gets its verification mail. What an
      // ADMIN changes is audited with the change.
      return app.accountEmails.updateUser(
        record,
        changes,
        actor.role === 'ADMIN'
          ? (db, updated) => recordUserChange(db, actor, 'user.update', record.user, updated)
          : undefined,
      );
    },
  );

  app.delete(
    '/users/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Delete a user and their settings (ADMIN; not yourself)',
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const record = await findUser(request.params.id);
      const actor = currentUser(request);
      if (record.user.id === actor.id) throw conflict('You cannot delete your own account');
      await assertNotLastAdmin(record, 'DELETED');
      await inTransactionAnnouncing(app.db, app.announceAccountChange, async (trx, announce) => {
        await new UsersRepository(trx, announce).delete(record.user.id);
        const { email, name, role, packageIdLink } = record.user;
        await auditLog.record(
          {
            actor,
            action: 'user.delete',
            subjectType: 'user',
            subjectId: record.user.id,
            details: { before: { email, name, role, packageIdLink } },
          },
          trx,
        );
      });
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/users/:id/image',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Set (http(s) URL) or clear (empty) the profile picture',
        params: IdParamsSchema,
        querystring: ImageQuerySchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      const record = await findUser(request.params.id);
      const image = imageUrl('imageUrl', request.query.imageUrl);
      return (await users.update(record.user.id, { image }))!.user;
    },
  );

  app.put(
    '/users/:id/password',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Change the password (the current password is checked)',
        description:
          'Ends every other session of the account: tokens issued before the change answer 401. When you change ' +
          'your own password the response carries a fresh `token` that replaces yours; an ADMIN changing ' +
          "someone else's gets none.",
        params: IdParamsSchema,
        body: PasswordChangeRequestSchema,
        response: { 200: PasswordChangeResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = assertSelfOrAdmin(request, request.params.id);
      const record = await findUser(request.params.id);
      const { currentPassword, newPassword, confirmPassword } = request.body;
      if (newPassword !== confirmPassword) throw fieldError('confirmPassword', 'must match newPassword');
      if (!record.passwordHash) {
        throw badRequest('This account signs in with Google and has no password to change');
      }
      if (!(await verifyPassword(currentPassword, record.passwordHash))) {
        throw fieldError('currentPassword', 'is incorrect');
      }
      if (currentPassword === newPassword) throw fieldError('newPassword', 'must differ from the current password');
      const ownSession = caller.id === record.user.id ? request.tokenClaims : null;
      const { token } = await app.accounts.changePassword(record.user.id, newPassword, ownSession);
      return { message: 'Password updated successfully', ...(token !== null && { token }) };
    },
  );

  app.put(
    '/users/:id/profile',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Change name and e-mail',
        description:
          'A new e-mail address starts unverified and gets a verification link; the old address is told of the ' +
          'change. Changing your own address needs `currentPassword`.',
        params: IdParamsSchema,
        body: ProfileUpdateRequestSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = assertSelfOrAdmin(request, request.params.id);
      const record = await findUser(request.params.id);
      const { email, currentPassword } = request.body;
      const name = requiredText('name', request.body.name);
      await assertEmailFree(email, record.user.id);
      await assertMayChangeEmail(actor, record, email, currentPassword);
      return app.accountEmails.updateUser(record, { name, email });
    },
  );

  app.patch(
    '/users/:id/package',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        summary: 'Switch package: subscription starts now and expires after one billing cycle',
        params: IdParamsSchema,
        querystring: PackageChangeQuerySchema,
        response: { 200: PackageChangeResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = assertSelfOrAdmin(request, request.params.id);
      const record = await findUser(request.params.id);
      const pkg = await packages.findById(request.query.packageId);
      if (!pkg) throw notFound(`Package ${request.query.packageId} not found`);
      const changes = await subscriptionChanges(pkg.id);
      // A subscriber switching their own package is self-service; an ADMIN's switch is audited.
      const updated =
        actor.role === 'ADMIN'
          ? await updateAudited(actor, 'user.package-change', record, changes)
          : (await users.update(record.user.id, changes))!.user;
      return {
        packageIdLink: pkg.id,
        packageData: updated.packageData!,
        subscriptionDate: updated.subscriptionDate!,
        expirationDate: updated.expirationDate,
      };
    },
  );

  app.patch(
    '/users/:id/role',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "Change a user's role (ADMIN; not your own, and never the last administrator's)",
        description: 'Audited as `user.role-change` with the role before and after.',
        params: IdParamsSchema,
        body: UserRoleChangeRequestSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const record = await findUser(request.params.id);
      const { role } = request.body;
      assertKeepsOwnAdminRole(actor, record, role);
      await assertNotLastAdmin(record, role);
      return updateAudited(actor, 'user.role-change', record, { role });
    },
  );

  app.patch(
    '/users/:id/status',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Deactivate (active false) or reactivate (active true) a user (ADMIN; not yourself)',
        description:
          "A deactivated user's tokens answer 401 from their next request and signing in answers 403. " +
          'Reactivating does not revive sessions from before: the user signs in again. Audited as ' +
          '`user.deactivate` or `user.reactivate`.',
        params: IdParamsSchema,
        body: UserStatusChangeRequestSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const record = await findUser(request.params.id);
      const { active } = request.body;
      if (record.user.id === actor.id) {
        throw conflict('You cannot deactivate or reactivate your own account', [
          { field: 'active', message: 'cannot be changed on your own account' },
        ]);
      }
      if (active === (record.user.deactivatedAt === null)) return record.user;
      const changes: UserChanges = active
        ? { deactivatedAt: null, sessionsValidAfter: sessionCutoffNow() }
        : { deactivatedAt: new Date().toISOString() };
      return updateAudited(actor, active ? 'user.reactivate' : 'user.deactivate', record, changes);
    },
  );
};

export default usersRoutes;
