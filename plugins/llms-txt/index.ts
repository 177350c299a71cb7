import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {toMarkdown} from './markdown';

/**
 * Makes the docs readable by language models and by people who want the
 * plain text (https://llmstxt.org). After the build it writes:
 *  - build/llms.txt: the site's title and summary, then a link list of every
 *    docs page (to its Markdown version) with its description;
 *  - build/llms-full.txt: every docs page as Markdown, in sidebar order;
 *  - one `<page>.md` beside each page's HTML, e.g. /docs/main/install.md.
 * The Markdown comes from the same sources the HTML is built from, the
 * generated API pages (docs/api) included, with MDX-only syntax removed.
 */
export interface LlmsTxtOptions {
  /** One or two sentences on what the documented project is. */
  summary: string;
}

/** A page of the docs as the outputs list it. */
interface DocsPage {
  title: string;
  description: string;
  /** Path with base URL, as routed: /actuatorjs/docs/main/install */
  permalink: string;
  /** The heading of llms.txt it is listed under. */
  section: 'Guides' | 'API reference';
  markdown: string;
}

type Sidebar = LoadedContent['loadedVersions'][number]['sidebars'][string];
type SidebarItem = Sidebar[number];

export default function pluginLlmsTxt(context: LoadContext, options: LlmsTxtOptions): Plugin {
  const {siteConfig, siteDir} = context;
  const absoluteUrl = (permalink: string) => `${siteConfig.url}${permalink}`;
  // Index docs have a trailing slash in their metadata but are served
  // without one (trailingSlash: false): /docs/, built as docs.html.
  const routed = (permalink: string) => (permalink === siteConfig.baseUrl ? permalink : permalink.replace(/\/$/, ''));

  return {
    name: 'llms-txt',

    async postBuild({plugins, outDir}) {
      const docsPlugin = plugins.find(
        (plugin) => plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === 'default',
      );
      const content = docsPlugin?.content as LoadedContent | undefined;
      if (!content) {
        throw new Error('llms-txt: the docs plugin has no loaded content.');
      }
      const pages: DocsPage[] = [];
      for (const version of content.loadedVersions) {
        const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
        const docsBySource = new Map(version.docs.map((doc) => [sourcePath(doc), doc]));
        const markdownOf = async (doc: DocMetadata) =>
          toMarkdown(await readFile(sourcePath(doc), 'utf8'), {
            title: doc.title,
            siteRoot: absoluteUrl(siteConfig.baseUrl).replace(/\/$/, ''),
            // Relative links between source files become absolute page URLs.
            resolveLink: (target) => {
              const linked = docsBySource.get(path.resolve(path.dirname(sourcePath(doc)), target));
              return linked && absoluteUrl(routed(linked.permalink));
            },
          });
        const toPage = async (doc: DocMetadata): Promise<DocsPage> => ({
          title: doc.title,
          description: doc.description,
          permalink: routed(doc.permalink),
          section: doc.id.startsWith('api/') ? 'API reference' : 'Guides',
          markdown: await markdownOf(doc),
        });

        const ordered = sidebarOrder(Object.values(version.sidebars).flat(), docsById);
        const unlisted = version.docs.filter((doc) => !ordered.some((item) => item.kind === 'doc' && item.doc === doc));
        for (const doc of unlisted) pages.push(await toPage(doc));
        for (const item of ordered) {
          if (item.kind === 'doc') {
            pages.push(await toPage(item.doc));
          } else {
            const markdown = generatedIndexMarkdown(item.page, item.children, absoluteUrl);
            pages.push({...item.page, permalink: routed(item.page.permalink), markdown});
          }
        }
      }

      await Promise.all(
        pages.map(async (page) => {
          const file = path.join(outDir, `${page.permalink.slice(siteConfig.baseUrl.length)}.md`);
          await mkdir(path.dirname(file), {recursive: true});
          await writeFile(file, page.markdown);
        }),
      );
      const fullTextUrl = absoluteUrl(`${siteConfig.baseUrl}llms-full.txt`);
      await writeFile(
        path.join(outDir, 'llms.txt'),
        llmsTxt(siteConfig.title, options.summary, fullTextUrl, pages, absoluteUrl),
      );
      await writeFile(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt(siteConfig.title, options.summary, pages, absoluteUrl),
      );
    },
  };

  function sourcePath(doc: DocMetadata): string {
    return path.resolve(siteDir, doc.source.replace(/^@site\//, ''));
  }
}

type OrderedItem =
  | {kind: 'doc'; doc: DocMetadata}
  | {kind: 'generated-index'; page: Omit<DocsPage, 'markdown'>; children: DocMetadata[]};

/** The docs and generated category pages of the sidebars, in reading order. */
function sidebarOrder(items: SidebarItem[], docsById: Map<string, DocMetadata>): OrderedItem[] {
  const ordered: OrderedItem[] = [];
  const seen = new Set<string>();
  const addDoc = (id: string) => {
    const doc = docsById.get(id);
    if (doc && !seen.has(id)) {
      seen.add(id);
      ordered.push({kind: 'doc', doc});
    }
  };
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'doc' || item.type === 'ref') addDoc(item.id);
      if (item.type !== 'category') continue;
      if (item.link?.type === 'doc') addDoc(item.link.id);
      if (item.link?.type === 'generated-index') {
        const children = item.items.flatMap((child) =>
          child.type === 'doc' || child.type === 'ref' ? (docsById.get(child.id) ?? []) : [],
        );
        ordered.push({
          kind: 'generated-index',
          page: {
            title: item.link.title ?? item.label,
            description: item.link.description ?? item.description ?? '',
            permalink: item.link.permalink,
            section: 'API reference',
          },
          children,
        });
      }
      walk(item.items);
    }
  };
  walk(items);
  return ordered;
}

function generatedIndexMarkdown(
  page: Omit<DocsPage, 'markdown'>,
  children: DocMetadata[],
  absoluteUrl: (permalink: string) => string,
): string {
  const links = children.map((doc) => `- [${doc.title}](${absoluteUrl(doc.permalink)}): ${doc.description}`);
  return [`# ${page.title}`, '', page.description, '', ...links, ''].join('\n');
}

function linkList(pages: DocsPage[], absoluteUrl: (permalink: string) => string): string[] {
  const sections = [...new Set(pages.map((page) => page.section))];
  return sections.flatMap((section) => [
    `## ${section}`,
    '',
    ...pages
      .filter((page) => page.section === section)
      .map((page) => `- [${page.title}](${absoluteUrl(`${page.permalink}.md`)}): ${page.description}`),
    '',
  ]);
}

function llmsTxt(
  title: string,
  summary: string,
  fullTextUrl: string,
  pages: DocsPage[],
  absoluteUrl: (permalink: string) => string,
): string {
  return [
    `# ${title}`,
    '',
    `> ${summary}`,
    '',
    `Each link below is the Markdown version of a page; the HTML page is at the same address without \`.md\`. All pages in one file: ${fullTextUrl}`,
    '',
    ...linkList(pages, absoluteUrl),
  ].join('\n');
}

function llmsFullTxt(
  title: string,
  summary: string,
  pages: DocsPage[],
  absoluteUrl: (permalink: string) => string,
): string {
  const header = [`# ${title}`, '', `> ${summary}`, ''].join('\n');
  const bodies = pages.map((page) =>
    [`<!-- Source: ${absoluteUrl(page.permalink)} -->`, '', page.markdown.trim(), ''].join('\n'),
  );
  return [header, ...bodies].join('\n---\n\n');
}
