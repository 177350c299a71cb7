// A complete server on Node.js's own http module.
import {createServer} from 'node:http';
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

export const server = createServer(async (request, response) => {
  const send = (status: number, body: unknown) => {
    response.writeHead(status, {'content-type': 'application/json'});
    response.end(JSON.stringify(body));
  };
  // The path without the query: /actuator/health?probe=1 is health too.
  const [path] = (request.url ?? '/').split('?');
  const route = `${request.method} ${path}`;
  if (route === 'GET /actuator/health') {
    const health = await actuator.getHealth();
    send(health.status === 'UP' ? 200 : 503, health);
  } else if (route === 'GET /actuator/info') {
    send(200, await actuator.getInfo());
  } else {
    send(404, {error: 'Not Found'});
  }
});

server.listen(port, host, () =>
  console.log(`Listening on http://${host}:${port}`),
);
