import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {type AgentPage, pagesFile} from '../../src/webmcp/pages';
import catalog from './ai-catalog.json';

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

// trailingSlash: false, also for a category's index (`…/guides/`).
const page = ({title, permalink, description = ''}: {title: string; permalink: string; description?: string}) =>
  ({title, path: permalink.replace(/(.)\/$/, '$1'), description}) satisfies AgentPage;
// The sidebars' generated indexes (the API categories'), which llms.txt lists as pages too.
const indexes = (items: SidebarItem[]): AgentPage[] =>
  items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const own =
      item.link?.type === 'generated-index' ? [page({...item.link, title: item.link.title ?? item.label})] : [];
    return [...own, ...indexes(item.items)];
  });
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * What the site offers agents besides llms.txt: ai-catalog.json (ARD 1.0: the skill, static/SKILL.md), linked from
 * every page, with absolute URLs so that a preview build names its own; and the WebMCP tools' page list
 * (src/webmcp/pages.ts): the current docs' pages and generated indexes, as llms.txt lists them.
 */
export default function pluginAgentDiscovery({siteConfig: {url, baseUrl}}: LoadContext): Plugin {
  const site = new URL(baseUrl, url).href;
  const entries = catalog.entries.map((entry) => ({...entry, url: new URL(entry.url, site).href}));
  const written = {...catalog, host: {...catalog.host, documentationUrl: site}, entries};
  const attributes = {rel: 'ard ai-catalog', type: 'application/ai-catalog+json', href: `${baseUrl}ai-catalog.json`};
  let pages: AgentPage[] = [];
  return {
    name: 'agent-discovery',
    // A tag here rather than in the config keeps it out of the pages' scripts.
    injectHtmlTags: () => ({headTags: [{tagName: 'link', attributes}]}),
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const latest = docs?.loadedVersions.find(({isLast}) => isLast);
      pages = [...(latest?.docs ?? []).map(page), ...Object.values(latest?.sidebars ?? {}).flatMap(indexes)];
    },
    async postBuild({outDir}) {
      await writeFile(join(outDir, 'ai-catalog.json'), json(written));
      await writeFile(join(outDir, pagesFile), json(pages));
    },
  };
}
