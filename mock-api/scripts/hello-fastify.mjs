// The yardstick of `npm run bench:api`: a bare Fastify hello-world on the same Fastify version as the API, in a
// process of its own like the API's, so both are measured under the same load generator in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
