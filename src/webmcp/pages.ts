/** A docs page as the WebMCP tools list it: its path on the site. */
export type AgentPage = {title: string; path: string; description: string};

/** The build's list of the pages llms.txt lists (plugins/agent-discovery writes it), under the base URL. */
export const pagesFile = 'agent-pages.json';
