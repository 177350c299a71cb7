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

createServer(async ({url}, response) => {
  const send = (status: number, body: unknown) =>
    response
      .writeHead(status, {'content-type': 'application/json'})
      .end(JSON.stringify(body));
  if (url === '/actuator/health') {
    const health = await actuator.getHealth();
    send(health.status === 'UP' ? 200 : 503, health);
  } else if (url === '/actuator/info') {
    send(200, await actuator.getInfo());
  } else {
    send(404, {error: 'Not Found'});
  }
}).listen(Number(process.env.PORT ?? 3000));
