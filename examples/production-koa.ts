// Probes, graceful shutdown, and details on a private management port,
// with Koa 3.
import Koa from 'koa';
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
  ctx: Koa.Context,
  check: HealthCheck,
  withDetails: boolean,
) {
  const health = await check.getHealth();
  ctx.status = health.status === 'UP' ? 200 : 503;
  ctx.body = withDetails ? health : {status: health.status};
}

// The public port: your application, and the health status alone.
// ctx.path leaves out the query string.
const app = new Koa();
app.use(async (ctx, next) => {
  if (ctx.method === 'GET' && ctx.path === '/actuator/health') {
    await sendHealth(ctx, readiness, false);
  } else {
    await next();
  }
});

// The management port: probes, details and info. Never expose it.
const management = new Koa();
management.use(async (ctx, next) => {
  const route = `${ctx.method} ${ctx.path}`;
  if (route === 'GET /actuator/health/liveness') {
    await sendHealth(ctx, liveness, true);
  } else if (route === 'GET /actuator/health/readiness') {
    await sendHealth(ctx, readiness, true);
  } else if (route === 'GET /actuator/info') {
    ctx.body = await getInfo();
  } else {
    await next();
  }
});

// Last, after your own middleware: 404 with a JSON body.
for (const server of [app, management]) {
  server.use((ctx) => {
    ctx.status = 404;
    ctx.body = {error: 'Not Found'};
  });
}

const appServer = app.listen(port);
const managementServer = management.listen(managementPort);
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
