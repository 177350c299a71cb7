import {spawn} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {baseUrl} from '../support/built-site';
import {expect, test} from './support/fixtures';

// `npm start` as a contributor uses it, on DEV_PORT (default 3000); the page it edits is restored byte for byte.
const port = process.env.DEV_PORT ?? '3000';
const [origin, route] = [`http://127.0.0.1:${port}${baseUrl}`, '/docs/main/guides/health'];
const file = `${route.slice(1)}.mdx`; // docs/main/guides/health.mdx
const original = readFileSync(file);
const server = {pid: 0};

test.describe('npm start', {tag: '@desktop-only'}, () => {
  test.describe.configure({mode: 'serial', timeout: 300_000});
  test.beforeAll(async () => {
    test.setTimeout(300_000); // this hook's own: a cold start on a busy 2-core machine took over a minute
    const args = ['docusaurus', 'start', '--port', port, '--host', '127.0.0.1'];
    // It ignores SIGTERM: its whole process group goes (afterAll).
    server.pid = spawn('npx', args, {env: {...process.env, BROWSER: 'none'}, stdio: 'ignore', detached: true}).pid ?? 0;
    const answers = () => fetch(`${origin}${route}`).catch(() => undefined);
    await expect.poll(async () => (await answers())?.ok, {timeout: 240_000}).toBe(true);
  });
  test.afterAll(() => {
    writeFileSync(file, original);
    if (server.pid) process.kill(-server.pid, 'SIGKILL');
  });

  for (const mode of ['light', 'dark'] as const)
    test(`${mode} mode: every code block shows, and one just added with its link and quick info`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      for (const path of [route, '/docs/api/classes/Actuator']) {
        await page.goto(`${origin}${path}`);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible(); // rendered
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const blocks = await page.locator('main pre').all();
        expect(blocks.length).toBeGreaterThan(4);
        for (const block of blocks) await expect(block).not.toBeEmpty();
      }
      await page.goto(`${origin}${route}`);
      const [title, code] = [`added-${Date.now()}.ts`, "import {getRuntimeInfo} from '@actuatorjs/actuatorjs';"];
      writeFileSync(
        file,
        `${original}\n\`\`\`ts title="${title}"\n${code}\n\nconsole.log(getRuntimeInfo());\n\`\`\`\n`,
      );
      const block = page.getByText(title, {exact: true}).locator('xpath=..');
      await block.getByText('getRuntimeInfo', {exact: true}).last().hover();
      await expect(page.getByRole('tooltip')).toContainText(/getRuntimeInfo\(\): /);
      const link = block.getByRole('link', {name: 'getRuntimeInfo'}).last();
      await expect(link).toHaveAttribute('href', `${baseUrl}/docs/api/functions/getRuntimeInfo`);
    });
});
