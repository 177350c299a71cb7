import type {ModelContext} from '@site/src/webmcp/tools';

/**
 * Read-only tools for AI agents in browsers that offer WebMCP (search, pages
 * as Markdown, the API). Elsewhere nothing loads and nothing runs: the tools'
 * code is a chunk of its own, fetched only where the browser has a model
 * context. Client modules run once per visit, so the tools are registered
 * once and stay through client-side navigation.
 */
type WithContext = {modelContext?: ModelContext};
const context =
  typeof document === 'undefined'
    ? undefined
    : ((document as WithContext).modelContext ?? (navigator as WithContext).modelContext);
if (context) void import('@site/src/webmcp/tools').then(({registerTools}) => registerTools(context));
