import type {ModelContext} from '@site/src/webmcp/tools';

// Read-only tools for AI agents in browsers with WebMCP, registered once per visit. Elsewhere nothing runs:
// the tools are a chunk of their own, fetched only where the browser has a model context.
type WithContext = {modelContext?: ModelContext};
const context =
  globalThis.document && ((document as WithContext).modelContext ?? (navigator as WithContext).modelContext);
if (context) void import('@site/src/webmcp/tools').then(({registerTools}) => registerTools(context));
