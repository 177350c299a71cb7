// A complete Koa 3 server.
import Koa from 'koa';
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

const app = new Koa();

// ctx.path leaves out the query string. Setting ctx.body to an object
// sends JSON with status 200 unless ctx.status says otherwise.
app.use(async (ctx) => {
  const route = `${ctx.method} ${ctx.path}`;
  if (route === 'GET /actuator/health') {
    const health = await actuator.getHealth();
    ctx.status = health.status === 'UP' ? 200 : 503;
    ctx.body = health;
  } else if (route === 'GET /actuator/info') {
    ctx.body = await actuator.getInfo();
  } else {
    ctx.status = 404;
    ctx.body = {error: 'Not Found'};
  }
});

export const server = app.listen(port, host, () =>
  console.log(`Listening on http://${host}:${port}`),
);
