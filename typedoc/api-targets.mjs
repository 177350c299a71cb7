// @ts-check
import {mkdirSync, writeFileSync} from 'node:fs';
import {MarkdownPageEvent, MarkdownRendererEvent} from 'typedoc-plugin-markdown';

/**
 * Where TypeDoc's plugins leave data for plugins/doc-code: its folder among Docusaurus's generated files
 * (`.docusaurus/doc-code/`), which that plugin reads as `join(generatedFilesDir, 'doc-code')`.
 */
export const docCodeData = new URL('../.docusaurus/doc-code/', import.meta.url);

/**
 * A TypeDoc plugin: writes where TypeDoc's router put each export and each member's anchor, for
 * plugins/doc-code: `api-targets.json`, `{"HealthCheck": {"page": "classes/HealthCheck.md", "members":
 * {"getHealth": "gethealth"}}}`.
 *
 * @param {import('typedoc').Application} app
 */
export function load(app) {
  // A property's anchor is an `<a id>` in its table row, which Docusaurus's check of anchors does not see (it
  // knows headings): a page's link to one ("Implementation of HealthIndicator.check") goes to the table's heading.
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents) page.contents = page.contents.replace(/(\.md)#property-[\w-]+\)/g, '$1#properties)');
  });
  app.renderer.on(MarkdownRendererEvent.END, (/** @type {MarkdownRendererEvent} */ event) => {
    const router = app.renderer.router;
    if (!router) throw new Error('api-targets: TypeDoc rendered without a router');
    const targets = Object.fromEntries(
      (event.project.children ?? [])
        .filter((reflection) => router.hasOwnDocument(reflection))
        .map((reflection) => {
          const members = (reflection.children ?? []).filter((member) => router.hasUrl(member));
          const anchors = members
            .map((member) => [member.name, router.getAnchor(member)])
            .filter(([, anchor]) => anchor);
          return [reflection.name, {page: router.getFullUrl(reflection), members: Object.fromEntries(anchors)}];
        }),
    );
    mkdirSync(docCodeData, {recursive: true});
    writeFileSync(new URL('api-targets.json', docCodeData), `${JSON.stringify(targets, null, 2)}\n`);
  });
}
