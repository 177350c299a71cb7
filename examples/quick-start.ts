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

createServer(async (request, response) => {
  if (request.url !== '/actuator/health') {
    response.writeHead(404).end();
    return;
  }
  const health = await actuator.getHealth();
  response.writeHead(health.status === 'UP' ? 200 : 503, {
    'content-type': 'application/json',
  });
  response.end(JSON.stringify(health));
}).listen(3000);
