import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ModelContext} from '@site/src/webmcp/tools';

/**
 * Read-only tools for AI agents in browsers that offer WebMCP (search, pages
 * as Markdown, the API). Elsewhere nothing loads and nothing runs: the tools'
 * code is a chunk of its own, fetched only where the browser has a model
 * context. Client modules run once per visit, so the tools are registered
 * once and stay through client-side navigation.
 */
if (ExecutionEnvironment.canUseDOM) {
  const scope = {document, navigator} as {
    document: {modelContext?: ModelContext};
    navigator: {modelContext?: ModelContext};
  };
  const context = scope.document.modelContext ?? scope.navigator.modelContext;
  if (context) void import('@site/src/webmcp/tools').then(({registerTools}) => registerTools(context));
}
