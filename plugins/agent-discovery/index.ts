import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {type AgentPage, pagesFile} from '../../src/webmcp/pages';
import catalog from './ai-catalog.json';

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

/**
 * What the site offers agents besides llms.txt: ai-catalog.json (ARD 1.0: the skill, static/SKILL.md), linked from
 * every page, with absolute URLs so that a preview build names its own; and the list of pages the WebMCP tools give
 * (src/webmcp/pages.ts): the current docs' pages, those llms.txt lists (generated indexes included), from the docs
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
      const page = (title: string, permalink: string, description = '') =>
        ({title, path: permalink.replace(/(.)\/$/, '$1'), description}) satisfies AgentPage;
      // The sidebars' generated indexes (the API categories'), which llms.txt lists as pages too.
      const indexes = (items: SidebarItem[]): AgentPage[] =>
        items.flatMap((item) => {
          if (item.type !== 'category') return [];
          const {link} = item;
          const own =
            link?.type === 'generated-index' ? [page(link.title ?? item.label, link.permalink, link.description)] : [];
          return [...own, ...indexes(item.items)];
        });
      const docsPages = (latest?.docs ?? []).map(({title, permalink, description}) =>
        page(title, permalink, description),
      );
      pages = [...docsPages, ...Object.values(latest?.sidebars ?? {}).flatMap(indexes)];
    },
    async postBuild({outDir}) {
      await writeFile(join(outDir, 'ai-catalog.json'), json(written));
      await writeFile(join(outDir, pagesFile), json(pages));
    },
  };
}
