// @ts-check
/**
 * A TypeDoc plugin: writes `api-targets.json` next to the API pages, saying
 * where TypeDoc documented each export of the library and each of its
 * members, as TypeDoc's own router addresses them:
 *
 *     {"HealthCheck": {"page": "classes/HealthCheck.md", "members": {"getHealth": "gethealth"}}}
 *
 * The page is relative to the output folder (docs/api); a member's value is
 * the anchor of its heading or table row on that page. The remark steps that
 * link code to the API and list each export's uses (plugins/doc-code) read it,
 * so they never guess a file name or an anchor from a symbol's name.
 *
 * Plain JavaScript for the same reason as the other TypeDoc plugins here:
 * TypeDoc loads it by path in the worker thread of `docusaurus build`.
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';

// Types only: importing the plugin's code would load a second copy of it. The
// compiler checks that this is the name of MarkdownRendererEvent.END.
/** @type {typeof import('typedoc-plugin-markdown').MarkdownRendererEvent.END} */
const renderEnd = 'endRender';

/** The file this plugin writes into TypeDoc's output folder. */
export const API_TARGETS_FILE = 'api-targets.json';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(renderEnd, (/** @type {import('typedoc-plugin-markdown').MarkdownRendererEvent} */ event) => {
    const router = app.renderer.router;
    if (!router) throw new Error('typedoc-api-targets: TypeDoc rendered without a router');
    /** @type {Record<string, {page: string; members: Record<string, string>}>} */
    const targets = {};
    for (const reflection of event.project.children ?? []) {
      if (!router.hasOwnDocument(reflection)) continue;
      /** @type {Record<string, string>} */
      const members = {};
      for (const member of reflection.children ?? []) {
        const anchor = router.hasUrl(member) ? router.getAnchor(member) : undefined;
        if (anchor) members[member.name] = anchor;
      }
      targets[reflection.name] = {page: router.getFullUrl(reflection), members};
    }
    writeFileSync(join(event.outputDirectory, API_TARGETS_FILE), `${JSON.stringify(targets, null, 2)}\n`);
  });
}
