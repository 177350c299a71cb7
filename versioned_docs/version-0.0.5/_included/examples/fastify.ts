// A complete Fastify 5 server.
import Fastify from 'fastify';
import {
  Actuator,
  HealthCheck,
  SimpleHealthIndicator,
} from '@actuatorjs/actuatorjs';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const upstreamUrl = process.env.UPSTREAM_URL ?? 'https://example.com/';

const actuator = new Actuator(
  new HealthCheck([
    new SimpleHealthIndicator('upstream', async () => {
      const response = await fetch(upstreamUrl, {
        signal: AbortSignal.timeout(2000),
      });
      await response.body?.cancel();
      return {
        status: response.ok ? 'UP' : 'DOWN',
        details: {httpStatus: response.status},
      };
    }),
  ]),
);

export const app = Fastify();

app.get('/actuator/health', async (_request, reply) => {
  const health = await actuator.getHealth();
  return reply.code(health.status === 'UP' ? 200 : 503).send(health);
});

app.get('/actuator/info', async () => actuator.getInfo());

app
  .listen({port, host})
  .then((address) => console.log(`Listening on ${address}`));
