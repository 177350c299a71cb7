import siteConfig from '@generated/docusaurus.config';
import {searchByWorker} from '@theme/searchByWorker';
import {type AgentPage, pagesFile} from './pages';

type Result = {content: {type: 'text'; text: string}[]; isError?: boolean};
type Tool = {name: string; description: string; inputSchema: object; execute(input: Input): Promise<Result>};
type Input = Record<string, unknown>;
/** The part of the WebMCP model context (document.modelContext) these tools use. */
export type ModelContext = {registerTool(tool: Tool & {annotations: object}): Promise<void> | void};
type Page = {title: string; url: string; description: string};

const {baseUrl} = siteConfig;
const json = (value: unknown, isError = false): Result => ({
  content: [{type: 'text', text: JSON.stringify(value, null, 2)}],
  ...(isError && {isError}),
});
const object = (properties: object = {}, required: string[] = []) => ({type: 'object', properties, required});
/** An input of one string, `name`. */
const input = (name: string, description: string, required = false) =>
  object({[name]: {type: 'string', description}}, required ? [name] : []);

async function fetchText(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/** A path or URL of this site (resolved against the current page), or an error naming what was refused. */
function sitePath(path: string): string {
  const url = new URL(path, location.href);
  if (url.origin !== location.origin || !`${url.pathname}/`.startsWith(baseUrl))
    throw new Error(`${path} is outside this site (${location.origin}${baseUrl})`);
  return url.pathname.replace(/\/$/, '');
}

/** The docs pages llms.txt lists, from the list the build writes, at their addresses on this origin. */
async function pages(): Promise<Page[]> {
  const list: AgentPage[] = JSON.parse(await fetchText(`${baseUrl}${pagesFile}`));
  return list.map(({title, path, description}) => ({title, url: new URL(path, location.origin).href, description}));
}

/** The export an API page documents: the last segment of its URL. */
const symbolOf = ({url}: Page) => new URL(url).pathname.split('/').at(-1) ?? '';

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
          url: new URL(document.u + (document.h ?? ''), location.origin).href,
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
    async execute({path}) {
      return {content: [{type: 'text', text: await fetchText(`${sitePath(String(path ?? location.pathname))}.md`)}]};
    },
  },
  {
    name: 'list_pages',
    description: 'Lists the documentation pages: title, URL and a one-sentence description of each.',
    inputSchema: object(),
    execute: async () => json(await pages()),
  },
  {
    name: 'get_api_symbol',
    description:
      "Returns the API reference of one export of @actuatorjs/actuatorjs: its signature, summary and page URL. An unknown name's error lists the exports.",
    inputSchema: input('name', 'The export\'s name, e.g. "HealthCheck" or "getInfo".', true),
    async execute({name}) {
      const all = (await pages()).filter(({url}) => /\/docs\/api\/[^/]+\/[^/]+$/.test(url));
      const found = all.find((page) => symbolOf(page) === name);
      if (!found) return json({error: `No export named ${String(name)}`, exports: all.map(symbolOf)}, true);
      const markdown = await fetchText(`${new URL(found.url).pathname}.md`);
      // The first code block outside the examples: the declaration or the constructor.
      const signature = /```ts\n([\s\S]*?)```/
        .exec(markdown.replace(/^## Examples?\n[\s\S]*?(?=^## )/m, ''))?.[1]
        ?.trim();
      return json({name: symbolOf(found), signature: signature ?? null, summary: found.description, url: found.url});
    },
  },
];

/** Registers the tools, read-only; an error becomes the tool's error result, for the agent to read. */
export function registerTools(context: ModelContext): void {
  for (const tool of tools) {
    const execute = (input: Input) =>
      tool
        .execute(input ?? {})
        .catch((error: unknown) => json({error: error instanceof Error ? error.message : String(error)}, true));
    // A name registered already (a hot reload in development) keeps its first tool.
    Promise.resolve(context.registerTool({...tool, annotations: {readOnlyHint: true}, execute})).catch(() => undefined);
  }
}
