import siteConfig from '@generated/docusaurus.config';
import {searchByWorker} from '@theme/searchByWorker';
import {type AgentPage, pagesFile} from '@site/site-facts.mjs';

type Result = {content: {type: 'text'; text: string}[]; isError?: boolean};
type Input = Record<string, unknown>;
type Tool = {name: string; description: string; inputSchema: object; execute(input: Input): Promise<Result>};
/** The part of the WebMCP model context (document.modelContext) these tools use. */
export type ModelContext = {registerTool(tool: Tool & {annotations: object}): Promise<void> | void};

const {baseUrl} = siteConfig;
const text = (text: string, isError = false): Result => ({content: [{type: 'text', text}], ...(isError && {isError})});
const json = (value: unknown, isError = false) => text(JSON.stringify(value, null, 2), isError);
/** An input of one string, `name`, or of none. */
const input = (name = '', description = '', required = false) => ({
  type: 'object',
  properties: name ? {[name]: {type: 'string', description}} : {},
  required: required ? [name] : [],
});

const fetchText = (path: string) =>
  fetch(path).then((got) => (got.ok ? got.text() : Promise.reject(new Error(`${path}: HTTP ${got.status}`))));

/** The docs pages llms.txt lists, from the list the build writes. */
const pages = async () => JSON.parse(await fetchText(`${baseUrl}${pagesFile}`)) as AgentPage[];
const urlOf = (path: string) => new URL(path, location.origin).href;
/** The export an API page documents: the last segment of its path. */
const symbolOf = ({path}: AgentPage) => path.split('/').at(-1) ?? '';

const tools: Tool[] = [
  {
    name: 'search_docs',
    description:
      "Searches the actuatorjs documentation as its search box does and returns the box's first suggestions, best first: title, where it is (page › section), URL and a short excerpt.",
    inputSchema: input('query', 'Words to look for, e.g. "HealthCheck" or "kubernetes probes".', true),
    async execute({query}) {
      // 8: the search box's number of suggestions; result types as in ./searchByWorker.d.ts.
      const results = await searchByWorker(baseUrl, '', String(query ?? ''), 8);
      return json(
        results.map(({document, page, type}) => ({
          title: type === 3 ? document.s : document.t,
          path: (page
            ? [...(page.b ?? []), page.t, ...(document.s && document.s !== page.t ? [document.s] : [])]
            : (document.b ?? [])
          ).join(' › '),
          url: urlOf(document.u + (document.h ?? '')),
          excerpt: type === 4 || type === 2 ? document.t.slice(0, 200) : page ? page.t : document.t,
        })),
      );
    },
  },
  {
    name: 'get_page_markdown',
    description:
      'Returns a documentation page as Markdown (the .md file llms.txt links). Without a path, the page the browser shows.',
    inputSchema: input('path', `A path or URL of this site, e.g. "${baseUrl}docs/main/install".`),
    async execute(input) {
      const path = String(input.path ?? location.pathname);
      const url = new URL(path, location.href);
      if (url.origin !== location.origin || !`${url.pathname}/`.startsWith(baseUrl))
        throw new Error(`${path} is outside this site (${location.origin}${baseUrl})`);
      return text(await fetchText(`${url.pathname.replace(/\/$/, '')}.md`));
    },
  },
  {
    name: 'list_pages',
    description: 'Lists the documentation pages: title, URL and a one-sentence description of each.',
    inputSchema: input(),
    execute: async () =>
      json((await pages()).map(({title, path, description}) => ({title, url: urlOf(path), description}))),
  },
  {
    name: 'get_api_symbol',
    description:
      "Returns the API reference of one export of @actuatorjs/actuatorjs: its signature, summary and page URL. An unknown name's error lists the exports.",
    inputSchema: input('name', 'The export\'s name, e.g. "HealthCheck" or "getInfo".', true),
    async execute({name}) {
      const all = (await pages()).filter(({path}) => /\/docs\/api\/[^/]+\/[^/]+$/.test(path));
      const found = all.find((page) => symbolOf(page) === name);
      if (!found) return json({error: `No export named ${String(name)}`, exports: all.map(symbolOf)}, true);
      const markdown = await fetchText(`${found.path}.md`);
      // The first code block outside the examples: the declaration or the constructor.
      const signature = /```ts\n([\s\S]*?)```/.exec(markdown.replace(/^## Examples?\n[\s\S]*?(?=^## )/m, ''))?.[1];
      return json({name, signature: signature?.trim() ?? null, summary: found.description, url: urlOf(found.path)});
    },
  },
];

/** Registers the tools, read-only; an error becomes the tool's error result, for the agent to read. */
export function registerTools(context: ModelContext): void {
  for (const tool of tools) {
    const execute = (input: Input) =>
      tool.execute(input ?? {}).catch((error: Error) => json({error: error.message}, true));
    // A name registered already (a hot reload in development) keeps its first tool.
    Promise.resolve(context.registerTool({...tool, annotations: {readOnlyHint: true}, execute})).catch(() => undefined);
  }
}
