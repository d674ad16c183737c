// The yardsticks of `npm run bench:api`: a bare Fastify hello-world on the same Fastify version as the API, in a
// process of its own like the API's, so both are measured under the same load generator in the same run. With
// ANSWERS_FILE, the same process also sends each measured read's answer as captured from the API (its bytes and
// headers) at `/answer/<index>`: what bare Fastify does with an answer of that size, before any of the API's work.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
if (process.env.ANSWERS_FILE) {
  /** @type {{ headers: Record<string, string>, body: string }[]} */
  const answers = JSON.parse(readFileSync(process.env.ANSWERS_FILE, 'utf8'));
  for (const [index, answer] of answers.entries()) {
    const body = Buffer.from(answer.body, 'base64');
    app.get(`/answer/${index}`, (_request, reply) => {
      reply.headers(answer.headers).send(body);
    });
  }
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
