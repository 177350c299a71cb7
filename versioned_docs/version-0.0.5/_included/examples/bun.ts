// A complete server on Bun.serve.
import {
  Actuator,
  HealthCheck,
  SimpleHealthIndicator,
} from '@actuatorjs/actuatorjs';

const port = Number(Bun.env.PORT ?? 3000);
const upstreamUrl = Bun.env.UPSTREAM_URL ?? 'https://example.com/';

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

const server = Bun.serve({
  port,
  async fetch(request) {
    const {pathname} = new URL(request.url);
    if (request.method === 'GET' && pathname === '/actuator/health') {
      const health = await actuator.getHealth();
      return Response.json(health, {
        status: health.status === 'UP' ? 200 : 503,
      });
    }
    if (request.method === 'GET' && pathname === '/actuator/info') {
      return Response.json(await actuator.getInfo());
    }
    return Response.json({error: 'Not Found'}, {status: 404});
  },
});

console.log(`Listening on ${server.url}`);
