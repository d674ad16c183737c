import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthSchema } from '@oddslab/shared/contract';
import { pingDatabase } from '../db/database';
import { HttpError } from './errors';
import { errorResponses } from './route-schemas';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new HttpError(503, 'The database is unreachable', { database: 'down' });
      }
      return { status: 'ok' as const, database: 'up' as const, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
};

export default healthRoutes;
