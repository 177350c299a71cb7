/** The search plugin's query function, which its search bar calls (@easyops-cn/docusaurus-search-local). */
declare module '@theme/searchByWorker' {
  /** t: title or text, u: URL, h: anchor, s: section, b: breadcrumb. */
  type Document = {t: string; u: string; h?: string; s?: string; b?: string[]};
  /** type: 0 title, 1 heading, 2 description, 3 keywords, 4 content. */
  type Result = {document: Document; type: number; page?: Document | false};
  export function searchByWorker(baseUrl: string, context: string, input: string, limit: number): Promise<Result[]>;
}
