// Probes, graceful shutdown, and details on a private management port.
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
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

// Method and path, without the query: /actuator/health?probe=1 counts.
function routeOf(request: IncomingMessage) {
  const [path] = (request.url ?? '/').split('?');
  return `${request.method} ${path}`;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {'content-type': 'application/json'});
  response.end(JSON.stringify(body));
}

async function sendHealth(
  response: ServerResponse,
  check: HealthCheck,
  withDetails: boolean,
) {
  const health = await check.getHealth();
  const status = health.status === 'UP' ? 200 : 503;
  send(
    response,
    status,
    withDetails ? health : {status: health.status},
  );
}

// The public port: your application, and the health status alone.
const app = createServer(async (request, response) => {
  if (routeOf(request) === 'GET /actuator/health') {
    await sendHealth(response, readiness, false);
  } else {
    send(response, 404, {error: 'Not Found'});
  }
});

// The management port: probes, details and info. Never expose it.
const management = createServer(async (request, response) => {
  const route = routeOf(request);
  if (route === 'GET /actuator/health/liveness') {
    await sendHealth(response, liveness, true);
  } else if (route === 'GET /actuator/health/readiness') {
    await sendHealth(response, readiness, true);
  } else if (route === 'GET /actuator/info') {
    send(response, 200, await getInfo());
  } else {
    send(response, 404, {error: 'Not Found'});
  }
});

app.listen(port);
management.listen(managementPort);
console.log(`Listening on ${port}, management on ${managementPort}`);

// Kubernetes sends SIGTERM, then SIGKILL after the grace period.
process.once('SIGTERM', () => {
  shuttingDown = true;
  console.log(`SIGTERM: not ready, closing in ${shutdownDelay} ms`);
  setTimeout(() => {
    app.close();
    management.close();
  }, shutdownDelay);
});
