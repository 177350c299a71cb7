import {type ChildProcess, spawn} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {baseUrl} from '../support/built-site';
import {expect, test} from './support/fixtures';

// `npm start` as a contributor uses it: every code block shows, in both colour modes, one just added included, with its
// links and quick info once pointed at. Port DEV_PORT (default 3000). The edited page is restored byte for byte.
const port = process.env.DEV_PORT ?? '3000';
const origin = `http://127.0.0.1:${port}${baseUrl}`;
const [file, route] = ['docs/main/guides/health.mdx', '/docs/main/guides/health'];
const original = readFileSync(file);
const added = `dev-${Date.now()}.ts`;
let server: ChildProcess | undefined;

test.describe('npm start', {tag: '@desktop-only'}, () => {
  test.describe.configure({mode: 'serial', timeout: 300_000});
  test.beforeAll(async () => {
    test.setTimeout(300_000); // this hook's own: a cold start on a busy 2-core machine took over a minute
    server = spawn('npx', ['docusaurus', 'start', '--port', port, '--host', '127.0.0.1'], {
      env: {...process.env, BROWSER: 'none'},
      stdio: 'ignore',
      detached: true, // it ignores SIGTERM: the whole group goes
    });
    const answers = () =>
      fetch(`${origin}${route}`)
        .then(({ok}) => ok)
        .catch(() => false);
    await expect.poll(answers, {timeout: 240_000}).toBe(true);
  });
  test.afterAll(() => {
    writeFileSync(file, original);
    if (server?.pid) process.kill(-server.pid, 'SIGKILL');
  });

  for (const mode of ['light', 'dark'] as const)
    test(`${mode} mode: every code block shows, and one just added with its links and quick info`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      for (const path of [route, '/docs/api/classes/Actuator']) {
        await page.goto(`${origin}${path}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible(); // rendered
        const blocks = await page.locator('main pre').all();
        expect(blocks.length).toBeGreaterThan(4);
        for (const block of blocks) await expect(block).not.toBeEmpty();
      }
      await page.goto(`${origin}${route}`);
      const code = `import {getRuntimeInfo} from '@actuatorjs/actuatorjs';\n\nconsole.log(getRuntimeInfo());`;
      writeFileSync(file, `${original}\n\`\`\`ts title="${added}-${mode}"\n${code}\n\`\`\`\n`);
      const block = page.getByText(`${added}-${mode}`, {exact: true}).locator('xpath=..');
      await block.getByText('getRuntimeInfo', {exact: true}).last().hover();
      await expect(page.getByRole('tooltip')).toContainText(/getRuntimeInfo\(\): /);
      const link = block.getByRole('link', {name: 'getRuntimeInfo'}).last();
      await expect(link).toHaveAttribute('href', `${baseUrl}/docs/api/functions/getRuntimeInfo`);
    });
});
