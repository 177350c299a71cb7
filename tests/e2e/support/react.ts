import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/** The react-dom the site pins in package.json: the browser must run that one. */
export const pinnedReactDom = (
  JSON.parse(readFileSync('package.json', 'utf-8')) as {dependencies: Record<string, string>}
).dependencies['react-dom'];

interface Renderer {
  name: string;
  version: string;
}

/**
 * Before the page's scripts run, installs the hook React's renderers announce
 * themselves to (the one React DevTools provides), recording the package name
 * and version each renderer reports. react-dom does this in production builds
 * too; Preact or any other stand-in does not.
 */
export async function recordReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: {name: string; version: string}[] = [];
    (window as unknown as {reactRenderers: typeof renderers}).reactRenderers = renderers;
    const noop = () => undefined;
    (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: unknown}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject(renderer: {rendererPackageName?: string; version?: string}) {
        renderers.push({name: String(renderer.rendererPackageName), version: String(renderer.version)});
        return renderers.length;
      },
      checkDCE: noop,
      onCommitFiberRoot: noop,
      onCommitFiberUnmount: noop,
      onPostCommitFiberRoot: noop,
      setStrictMode: noop,
    };
  });
}

/**
 * The page was hydrated by the pinned react-dom: it announced itself, and its
 * root sits on Docusaurus's app container (React marks a root's container
 * with a `__reactContainer$…` property).
 */
export async function expectHydratedByReact(page: Page): Promise<void> {
  const {renderers, rootIsReact} = await page.evaluate(() => ({
    renderers: (window as unknown as {reactRenderers: Renderer[]}).reactRenderers,
    rootIsReact: Object.keys(document.getElementById('__docusaurus') ?? {}).some((key) =>
      key.startsWith('__reactContainer$'),
    ),
  }));
  expect(renderers, 'renderers announced to the React DevTools hook').toEqual([
    {name: 'react-dom', version: pinnedReactDom},
  ]);
  expect(rootIsReact, 'a React root on #__docusaurus').toBe(true);
}
