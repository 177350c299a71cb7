// Probes, graceful shutdown, and details on a private management port,
// with Hono on Node.js (@hono/node-server).
import {serve} from '@hono/node-server';
import {type Context, Hono} from 'hono';
import {
  getInfo,
  HealthCheck,
  SimpleHealthIndicator,
} from '@actuatorjs/actuatorjs';

const port = Number(process.env.PORT ?? 3000);
const managementPort = Number(process.env.MANAGEMENT_PORT ?? 9090);
const upstreamUrl = process.env.UPSTREAM_URL ?? 'https://example.com/';
// How long readiness answers 503 before the servers close: longer
// than the readiness probe takes to fail (period × failure threshold).
const shutdownDelay = Number(process.env.SHUTDOWN_DELAY_MS ?? 15_000);

let shuttingDown = false;

// Liveness: does this process still work? Nothing outside it, since a
// restart cannot repair a dependency.
const liveness = new HealthCheck([
  new SimpleHealthIndicator('ping', async () => ({status: 'UP'})),
]);

// Readiness: should this instance get traffic now?
const readiness = new HealthCheck([
  new SimpleHealthIndicator('lifecycle', async () =>
    shuttingDown
      ? {status: 'DOWN', details: {reason: 'shutting down'}}
      : {status: 'UP'},
  ),
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
]);

async function sendHealth(
  c: Context,
  check: HealthCheck,
  withDetails: boolean,
) {
  const health = await check.getHealth();
  return c.json(
    withDetails ? health : {status: health.status},
    health.status === 'UP' ? 200 : 503,
  );
}

// The public port: your application, and the health status alone.
const app = new Hono();
app.get('/actuator/health', (c) => sendHealth(c, readiness, false));

// The management port: probes, details and info. Never expose it.
const management = new Hono();
management.get('/actuator/health/liveness', (c) =>
  sendHealth(c, liveness, true),
);
management.get('/actuator/health/readiness', (c) =>
  sendHealth(c, readiness, true),
);
management.get('/actuator/info', async (c) => c.json(await getInfo()));

// Anything else: 404 with a JSON body, not Hono's text one.
for (const server of [app, management]) {
  server.notFound((c) => c.json({error: 'Not Found'}, 404));
}

const appServer = serve({fetch: app.fetch, port});
const managementServer = serve({
  fetch: management.fetch,
  port: managementPort,
});
console.log(`Listening on ${port}, management on ${managementPort}`);

// Kubernetes sends SIGTERM, then SIGKILL after the grace period.
process.once('SIGTERM', () => {
  shuttingDown = true;
  console.log(`SIGTERM: not ready, closing in ${shutdownDelay} ms`);
  setTimeout(() => {
    appServer.close();
    managementServer.close();
  }, shutdownDelay);
});
