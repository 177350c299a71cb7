// A complete Hono server on Node.js (@hono/node-server).
import {serve} from '@hono/node-server';
import {Hono} from 'hono';
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

const app = new Hono();

app.get('/actuator/health', async (c) => {
  const health = await actuator.getHealth();
  return c.json(health, health.status === 'UP' ? 200 : 503);
});

app.get('/actuator/info', async (c) =>
  c.json(await actuator.getInfo()),
);

// Hono answers an unknown path with a text 404: make it JSON.
app.notFound((c) => c.json({error: 'Not Found'}, 404));

export const server = serve(
  {fetch: app.fetch, port, hostname: host},
  () => console.log(`Listening on http://${host}:${port}`),
);
