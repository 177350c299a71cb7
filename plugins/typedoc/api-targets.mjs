// @ts-check
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {MarkdownRendererEvent} from 'typedoc-plugin-markdown';

/**
 * A TypeDoc plugin: writes where TypeDoc's router put each export and each member's anchor, for
 * plugins/doc-code: `api-targets.json`, `{"HealthCheck": {"page": "classes/HealthCheck.md", "members":
 * {"getHealth": "gethealth"}}}`.
 *
 * @param {import('typedoc').Application} app
 */
export function load(app) {
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
    writeFileSync(join(event.outputDirectory, 'api-targets.json'), `${JSON.stringify(targets, null, 2)}\n`);
  });
}
