// A complete Express 5 server.
import express from 'express';
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

const app = express();

app.get('/actuator/health', async (_request, response) => {
  const health = await actuator.getHealth();
  response.status(health.status === 'UP' ? 200 : 503).json(health);
});

app.get('/actuator/info', async (_request, response) => {
  response.json(await actuator.getInfo());
});

export const server = app.listen(port, host, () =>
  console.log(`Listening on http://${host}:${port}`),
);
