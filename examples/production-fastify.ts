// Probes, graceful shutdown, and details on a private management port,
// with Fastify 5.
import Fastify, {type FastifyReply} from 'fastify';
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
  reply: FastifyReply,
  check: HealthCheck,
  withDetails: boolean,
) {
  const health = await check.getHealth();
  return reply
    .code(health.status === 'UP' ? 200 : 503)
    .send(withDetails ? health : {status: health.status});
}

// The public port: your application, and the health status alone.
const app = Fastify();
app.get('/actuator/health', (_request, reply) =>
  sendHealth(reply, readiness, false),
);

// The management port: probes, details and info. Never expose it.
const management = Fastify();
management.get('/actuator/health/liveness', (_request, reply) =>
  sendHealth(reply, liveness, true),
);
management.get('/actuator/health/readiness', (_request, reply) =>
  sendHealth(reply, readiness, true),
);
management.get('/actuator/info', () => getInfo());

// Without a host, Fastify listens on localhost alone.
app.listen({port, host: '0.0.0.0'});
management.listen({port: managementPort, host: '0.0.0.0'});
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
