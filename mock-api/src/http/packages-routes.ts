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
import type { PackageInput } from '../db/packages-repository';
import { optionalText, requiredText } from '../services/validation';
import { requireRole } from './auth-hooks';
import { conflict, fieldError, notFound } from './errors';
import { bearerSecurity, errorResponses } from './route-schemas';

/**
 * Packages are readable by anyone (the offer is public: sign-up and pricing pages may show it);
 * creating, changing and deleting them is ADMIN only.
 */
const packagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { packages } = app.repos;
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
          'Create a package (ADMIN); name unique, functions from the allowed list, price in GBP (whole pence, 0 without billing)',
        body: PackageCreateRequestSchema,
        response: { 201: PackageSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const input = await toInput(request.body);
      await assertNameFree(input.name, null);
      return reply.code(201).send(await packages.create(input));
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
          'Update a package (ADMIN); omitted description, billingCycle, price, displayOrder and signupDefault are kept',
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
      return (await packages.update(current.id, input))!;
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
          'Delete a package nobody holds (ADMIN); 409 while users hold it, and for the package new sign-ups receive unless replacementId names the package that takes its place',
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
      await packages.delete(pkg.id, replacementId);
      return reply.code(204).send(null);
    },
  );
};

export default packagesRoutes;
