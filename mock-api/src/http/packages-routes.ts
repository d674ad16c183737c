import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  type Package,
  type PackageCreateRequest,
  PackageCreateRequestSchema,
  PackageDeleteQuerySchema,
  PackageListSchema,
  PackageSchema,
  PackageUpdateRequestSchema,
} from '@oddslab/shared/contract';
import type { FastifyRequest } from 'fastify';
import { inTransactionAnnouncing } from '../db/account-changes';
import { type PackageInput, PackagesRepository } from '../db/packages-repository';
import { optionalText, requiredText } from '../services/validation';
import { currentUser, requireRole } from './auth-hooks';
import { conflict, fieldError, notFound } from './errors';
import { bearerSecurity, errorResponses } from './route-schemas';

/** What an audit entry shows of a package (everything an admin can change). */
function auditedFields(pkg: Package): Omit<Package, 'id'> {
  const { id: _id, ...fields } = pkg;
  return fields;
}

/** `{ before, after }` of the fields that differ; null when nothing did. */
function packageChanges(before: Package, after: Package) {
  const [was, is] = [auditedFields(before), auditedFields(after)];
  const changed = (Object.keys(is) as (keyof typeof is)[]).filter(
    (field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]),
  );
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((field) => [field, was[field]])),
    after: Object.fromEntries(changed.map((field) => [field, is[field]])),
  };
}

const nameAndId = (pkg: Package) => ({ id: pkg.id, name: pkg.name });

/**
 * Packages are readable by anyone (the offer is public: sign-up and pricing pages may show it);
 * creating, changing and deleting them is ADMIN only.
 */
const packagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { packages, auditLog } = app.repos;
  const adminOnly = requireRole('ADMIN');
  const tags = ['packages'];
  const security = bearerSecurity;

  const toInput = async (body: PackageCreateRequest, current?: Package): Promise<PackageInput> => {
    const billingCycle = body.billingCycle ?? current?.billingCycle ?? 'MONTHLY';
    const price = body.price ?? current?.price ?? 0;
    // Prices are pounds and pence: 9.99 is a price, 9.999 is a typing slip.
    if (Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) throw fieldError('price', 'must be in whole pence');
    if (billingCycle === 'NONE' && price > 0) {
      throw fieldError('price', 'must be 0 for a package without billing (billing cycle NONE)');
    }
    if (current?.signupDefault && body.signupDefault === false) {
      throw fieldError(
        'signupDefault',
        'cannot be turned off here: make another package the one new sign-ups receive instead',
      );
    }
    return {
      name: requiredText('name', body.name),
      description: body.description === undefined ? (current?.description ?? null) : optionalText(body.description),
      functions: [...new Set(body.functions)],
      billingCycle,
      price,
      displayOrder: body.displayOrder ?? current?.displayOrder ?? (await packages.nextDisplayOrder()),
      signupDefault: body.signupDefault ?? current?.signupDefault ?? false,
    };
  };

  /**
   * Runs a package write and its audit entries in one transaction (a change is never stored without its entries).
   * `write` gets the transaction's repository and returns the result and the entries to record; every write that
   * moves the sign-up role records that too, as `package.signup-default` on the package that now has it.
   */
  const audited = <T>(
    request: FastifyRequest,
    write: (
      repo: PackagesRepository,
    ) => Promise<{ result: T; entries: { action: string; subject: Package; details: Record<string, unknown> }[] }>,
  ): Promise<T> =>
    inTransactionAnnouncing(app.db, app.announceAccountChange, async (trx, announce) => {
      const repo = new PackagesRepository(trx, announce);
      const signupBefore = await repo.findSignupDefault();
      const { result, entries } = await write(repo);
      const signupAfter = await repo.findSignupDefault();
      if (signupAfter && signupAfter.id !== signupBefore?.id) {
        entries.push({
          action: 'package.signup-default',
          subject: signupAfter,
          details: { before: signupBefore ? nameAndId(signupBefore) : null, after: nameAndId(signupAfter) },
        });
      }
      const actor = currentUser(request);
      for (const { action, subject, details } of entries) {
        await auditLog.record({ actor, action, subjectType: 'package', subjectId: subject.id, details }, trx);
      }
      return result;
    });

  const assertNameFree = async (name: string, ownId: number | null) => {
    const holder = await packages.findByName(name);
    if (holder && holder.id !== ownId) {
      throw conflict(`A package named "${holder.name}" already exists`, [
        { field: 'name', message: 'is already taken' },
      ]);
    }
  };

  app.get(
    '/packages',
    { schema: { tags, summary: 'All packages, in display order (public)', response: { 200: PackageListSchema } } },
    async () => packages.list(),
  );

  app.get(
    '/packages/:id',
    {
      schema: {
        tags,
        summary: 'One package (public)',
        params: IdParamsSchema,
        response: { 200: PackageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const pkg = await packages.findById(request.params.id);
      if (!pkg) throw notFound(`Package ${request.params.id} not found`);
      return pkg;
    },
  );

  app.post(
    '/packages',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Create a package (ADMIN); name unique, functions from the allowed list, price in GBP (whole pence, 0 without billing); audited as package.create',
        body: PackageCreateRequestSchema,
        response: { 201: PackageSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const input = await toInput(request.body);
      await assertNameFree(input.name, null);
      const created = await audited(request, async (repo) => {
        const pkg = await repo.create(input);
        return {
          result: pkg,
          entries: [{ action: 'package.create', subject: pkg, details: { after: auditedFields(pkg) } }],
        };
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/packages/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Update a package (ADMIN); omitted description, billingCycle, price, displayOrder and signupDefault are kept; audited as package.update (package.reorder when only displayOrder changes)',
        params: IdParamsSchema,
        body: PackageUpdateRequestSchema,
        response: { 200: PackageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const current = await packages.findById(request.params.id);
      if (!current) throw notFound(`Package ${request.params.id} not found`);
      const input = await toInput(request.body, current);
      await assertNameFree(input.name, current.id);
      return audited(request, async (repo) => {
        const updated = (await repo.update(current.id, input))!;
        const details = packageChanges(current, updated);
        // A change of the display order alone is the list being reordered.
        const reordered = details && Object.keys(details.after).every((field) => field === 'displayOrder');
        const action = reordered ? 'package.reorder' : 'package.update';
        return { result: updated, entries: details ? [{ action, subject: updated, details }] : [] };
      });
    },
  );

  app.delete(
    '/packages/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Delete a package nobody holds (ADMIN); 409 while users hold it, and for the package new sign-ups receive unless replacementId names the package that takes its place; audited as package.delete (and package.signup-default)',
        params: IdParamsSchema,
        querystring: PackageDeleteQuerySchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const pkg = await packages.findById(request.params.id);
      if (!pkg) throw notFound(`Package ${request.params.id} not found`);
      const holders = await packages.countHolders(pkg.id);
      if (holders > 0) {
        throw conflict(
          `Package "${pkg.name}" is held by ${holders} user${holders === 1 ? '' : 's'}; move them to another package before deleting it`,
          { holders },
        );
      }
      // Only the sign-up package needs a successor; for any other the parameter changes nothing.
      const replacementId = pkg.signupDefault ? (request.query.replacementId ?? null) : null;
      if (pkg.signupDefault) {
        if (replacementId === null) {
          throw conflict(
            `Package "${pkg.name}" is the package new sign-ups receive; name the package that replaces it (replacementId) to delete it`,
            [{ field: 'replacementId', message: 'is required to delete the package new sign-ups receive' }],
          );
        }
        if (replacementId === pkg.id) throw fieldError('replacementId', 'must be another package');
        if (!(await packages.findById(replacementId))) {
          throw fieldError('replacementId', `names no package (${replacementId} not found)`);
        }
      }
      await audited(request, async (repo) => {
        await repo.delete(pkg.id, replacementId);
        return {
          result: null,
          entries: [{ action: 'package.delete', subject: pkg, details: { before: auditedFields(pkg) } }],
        };
      });
      return reply.code(204).send(null);
    },
  );
};

export default packagesRoutes;
