import {createServer} from 'node:http';
import {
  Actuator,
  HealthCheck,
  SimpleHealthIndicator,
} from '@actuatorjs/actuatorjs';

const actuator = new Actuator(
  new HealthCheck([
    new SimpleHealthIndicator('self', async () => ({status: 'UP'})),
  ]),
);

async function answer(url = '/'): Promise<[number, unknown]> {
  const [path] = url.split('?'); // the query does not count
  if (path === '/actuator/info') return [200, await actuator.getInfo()];
  if (path !== '/actuator/health') return [404, {error: 'Not Found'}];
  const health = await actuator.getHealth();
  return [health.status === 'UP' ? 200 : 503, health];
}

createServer(async ({url}, response) => {
  const [status, body] = await answer(url);
  response.writeHead(status, {'content-type': 'application/json'});
  response.end(JSON.stringify(body));
}).listen(Number(process.env.PORT ?? 3000));
