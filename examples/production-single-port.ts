// Probes, graceful shutdown, and details on one port: only requests
// with the token in ACTUATOR_TOKEN get details and info.
import {createHash, timingSafeEqual} from 'node:crypto';
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
const upstreamUrl = process.env.UPSTREAM_URL ?? 'https://example.com/';
// How long readiness answers 503 before the server closes: longer
// than the readiness probe takes to fail (period × failure threshold).
const shutdownDelay = Number(process.env.SHUTDOWN_DELAY_MS ?? 15_000);
// Unset or empty: no request gets details or info.
const token = process.env.ACTUATOR_TOKEN ?? '';

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

const sha256 = (text: string) =>
  createHash('sha256').update(text).digest();

// Compares hashes, equal in length, in constant time: how long it
// takes tells nothing of the token.
function authorized(request: IncomingMessage) {
  const given = sha256(request.headers.authorization ?? '');
  return (
    token !== '' && timingSafeEqual(given, sha256(`Bearer ${token}`))
  );
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {'content-type': 'application/json'});
  response.end(JSON.stringify(body));
}

const checks = new Map([
  ['GET /actuator/health', readiness],
  ['GET /actuator/health/liveness', liveness],
  ['GET /actuator/health/readiness', readiness],
]);

const server = createServer(async (request, response) => {
  // The path without the query: /actuator/health?probe=1 is health too.
  const [path] = (request.url ?? '/').split('?');
  const route = `${request.method} ${path}`;
  const check = checks.get(route);
  if (check) {
    // The status for probes and anyone; details with the token.
    const health = await check.getHealth();
    const body = authorized(request) ? health : {status: health.status};
    send(response, health.status === 'UP' ? 200 : 503, body);
  } else if (route === 'GET /actuator/info') {
    if (authorized(request)) {
      send(response, 200, await getInfo());
    } else {
      response.setHeader('www-authenticate', 'Bearer');
      send(response, 401, {error: 'Unauthorized'});
    }
  } else {
    send(response, 404, {error: 'Not Found'});
  }
});

server.listen(port);
console.log(`Listening on ${port}`);

// Kubernetes sends SIGTERM, then SIGKILL after the grace period.
process.once('SIGTERM', () => {
  shuttingDown = true;
  console.log(`SIGTERM: not ready, closing in ${shutdownDelay} ms`);
  setTimeout(() => server.close(), shutdownDelay);
});
