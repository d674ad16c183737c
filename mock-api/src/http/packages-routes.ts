import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  type PackageCreateRequest,
  PackageCreateRequestSchema,
  PackageListSchema,
  PackageSchema,
  PackageUpdateRequestSchema,
} from '@oddslab/shared/contract';
import type { PackageInput } from '../db/packages-repository';
import { optionalText, requiredText } from '../services/validation';
import { requireRole } from './auth-hooks';
import { conflict, notFound } from './errors';
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

  const toInput = (body: PackageCreateRequest, current?: PackageInput): PackageInput => ({
    name: requiredText('name', body.name),
    description: body.description === undefined ? (current?.description ?? null) : optionalText(body.description),
    functions: [...new Set(body.functions)],
    billingCycle: body.billingCycle ?? current?.billingCycle ?? 'MONTHLY',
    price: body.price ?? current?.price ?? 0,
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
    { schema: { tags, summary: 'All packages, in tier order (public)', response: { 200: PackageListSchema } } },
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
        summary: 'Create a package (ADMIN); name unique, functions from the allowed list',
        body: PackageCreateRequestSchema,
        response: { 201: PackageSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const input = toInput(request.body);
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
        summary: 'Update a package (ADMIN); omitted description, billingCycle and price are kept',
        params: IdParamsSchema,
        body: PackageUpdateRequestSchema,
        response: { 200: PackageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const current = await packages.findById(request.params.id);
      if (!current) throw notFound(`Package ${request.params.id} not found`);
      const input = toInput(request.body, current);
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
        summary: 'Delete a package nobody holds (ADMIN); 409 while users hold it',
        params: IdParamsSchema,
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
      await packages.delete(pkg.id);
      return reply.code(204).send(null);
    },
  );
};

export default packagesRoutes;
