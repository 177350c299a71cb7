import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {AllContent} from '@docusaurus/types';

/** A docs page as the docs plugin loaded it. */
export interface DocPage {
  title: string;
  /** Its route under the base URL: `/docs/main/install`. */
  route: string;
}

// Docusaurus loads each plugin, and the config with the remark plugins it
// names, as modules of their own (jiti, without the require cache), so the
// pages pass from the plugin (./index.ts) to the remark steps on this global.
const key = Symbol.for('actuatorjs-docs/doc-code/pages');
const store = globalThis as {[key]?: Map<string, DocPage>};

/** Keeps the docs plugin's pages, by source file (`docs/main/install.mdx`). */
export function keepDocPages(allContent: AllContent, baseUrl: string): void {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent;
  store[key] = new Map(
    docs.loadedVersions
      .flatMap((version) => version.docs)
      .map(({source, title, permalink}) => [
        source.replace(/^@site\//, ''),
        // An index page's permalink ends in a slash; with trailingSlash: false it is served without.
        {title, route: permalink.slice(baseUrl.length - 1).replace(/(.)\/$/, '$1')},
      ]),
  );
}

/** A page the docs plugin loaded, by source file. */
export function docPage(file: string): DocPage {
  const page = store[key]?.get(file);
  if (!page) throw new Error(`doc-code: the docs plugin loaded no page from ${file}`);
  return page;
}
