import {readFileSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {visit} from 'unist-util-visit';
import {markdown} from '../doc-code/pages';
import {type AgentPage, pagesFile} from '../../site-facts.mjs';
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

/** ./SKILL.md with its links, relative to the site there (`[…](llms.txt)`), made absolute: each URL ends before `)`. */
function skillFor(site: string): string {
  const text = readFileSync(join(__dirname, 'SKILL.md'), 'utf-8');
  const links: {url: string; end: number}[] = []; // last first
  visit(markdown.parse(text), 'link', ({url, position}) => void links.unshift({url, end: position?.end.offset ?? 1}));
  return links.reduce(
    (skill, {url, end}) => skill.slice(0, end - 1 - url.length) + new URL(url, site) + skill.slice(end - 1),
    text,
  );
}

/**
 * What the site offers agents besides llms.txt: ai-catalog.json (ARD 1.0) and the skill it lists, SKILL.md, with
 * absolute URLs so that a preview build names its own, the catalog linked from every page; and the WebMCP tools'
 * page list (`pagesFile`): the current docs' pages and generated indexes, as llms.txt lists them.
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
      await writeFile(join(outDir, 'SKILL.md'), skillFor(site));
      await writeFile(join(outDir, pagesFile), json(pages));
    },
  };
}
