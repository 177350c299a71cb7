import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {type AgentPage, pagesFile} from '../../src/webmcp/pages';
import catalog from './ai-catalog.json';

/**
 * What the site offers agents besides llms.txt: ai-catalog.json (ARD 1.0: the skill, static/SKILL.md), linked from
 * every page, with absolute URLs so that a preview build names its own; and the list of pages the WebMCP tools give
 * (src/webmcp/pages.ts): the latest release's docs pages, those llms.txt lists (no category index), from the docs
 * plugin's content.
 */
export default function pluginAgentDiscovery({siteConfig: {url, baseUrl}}: LoadContext): Plugin {
  const site = new URL(baseUrl, url).href;
  const entries = catalog.entries.map((entry) => ({...entry, url: new URL(entry.url, site).href}));
  const written = {...catalog, host: {...catalog.host, documentationUrl: site}, entries};
  const attributes = {rel: 'ard ai-catalog', type: 'application/ai-catalog+json', href: `${baseUrl}ai-catalog.json`};
  let pages: AgentPage[] = [];
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    name: 'agent-discovery',
    // A tag here rather than in the config keeps it out of the pages' scripts.
    injectHtmlTags: () => ({headTags: [{tagName: 'link', attributes}]}),
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const latest = docs?.loadedVersions.find(({isLast}) => isLast);
      // trailingSlash: false, also for a category's index (`…/guides/`).
      pages = (latest?.docs ?? []).map(({title, permalink, description}) => {
        return {title, path: permalink.replace(/(.)\/$/, '$1'), description};
      });
    },
    async postBuild({outDir}) {
      await writeFile(join(outDir, 'ai-catalog.json'), json(written));
      await writeFile(join(outDir, pagesFile), json(pages));
    },
  };
}
