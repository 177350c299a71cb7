// A Cloudflare Worker: the same endpoints, in workerd.
import {
  Actuator,
  HealthCheck,
  SimpleHealthIndicator,
} from '@actuatorjs/actuatorjs';

/** The bindings worker.capnp gives the Worker. */
interface Env {
  UPSTREAM_URL: string;
}

// A Worker reads its settings from `env`, given to each request.
const actuatorFor = (env: Env) =>
  new Actuator(
    new HealthCheck([
      new SimpleHealthIndicator('upstream', async () => {
        const response = await fetch(env.UPSTREAM_URL, {
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

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const {pathname} = new URL(request.url);
    const actuator = actuatorFor(env);
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
};
