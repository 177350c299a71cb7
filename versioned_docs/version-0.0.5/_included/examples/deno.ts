// A complete server on Deno.serve.
import {
  Actuator,
  HealthCheck,
  SimpleHealthIndicator,
} from '@actuatorjs/actuatorjs';

const port = Number(Deno.env.get('PORT') ?? 3000);
const upstreamUrl =
  Deno.env.get('UPSTREAM_URL') ?? 'https://example.com/';

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

Deno.serve({port}, async (request) => {
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
});
