import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ModelVersionListSchema, ModelVersionSchema } from '@oddslab/shared/contract';
import {
  listModelVersionRows,
  liveModelVersionRow,
  toModelVersion,
} from '../../engine/store/model-versions-repository';
import { NoModelDataError } from '../../jobs/model-validation';
import { requireRole } from '../auth-hooks';
import { conflict, notFound } from '../errors';
import { bearerSecurity, errorResponses } from '../route-schemas';

/** The served model's versions: the live one, the history, and an admin's explicit 'make live'. */
const modelVersionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const engine = app.engine;
  const adminOnly = requireRole('ADMIN');
  const security = bearerSecurity;
  const tags = ['admin: engine'];

  app.get(
    '/admin/model-versions',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Served model versions, newest (live) first, with their validation and blends (ADMIN)',
        response: { 200: ModelVersionListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const rows = await listModelVersionRows(engine.db, 100);
      const liveId = rows[0] ? Number(rows[0].id) : null;
      return rows.map((row) => toModelVersion(row, liveId));
    },
  );

  app.get(
    '/admin/model-versions/live',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'The model version served now (ADMIN)',
        response: { 200: ModelVersionSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async () => {
      const row = await liveModelVersionRow(engine.db);
      if (!row) throw notFound('No model version has gone live yet');
      return toModelVersion(row, Number(row.id));
    },
  );

  app.post(
    '/admin/model-versions',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Make a new version live: validate walk-forward on the last complete season with the current weights, then refit (ADMIN)',
        response: { 201: ModelVersionSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      try {
        return reply.code(201).send(await engine.versions.makeLive(request.user!.email));
      } catch (error) {
        if (error instanceof NoModelDataError) throw conflict(error.message);
        throw error;
      } finally {
        app.dataChanges.publish({ kind: 'weights-changed' });
      }
    },
  );
};

export default modelVersionRoutes;
