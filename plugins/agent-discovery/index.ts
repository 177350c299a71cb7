import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The catalog's address under the base URL. */
const catalogFile = 'ai-catalog.json';

/**
 * An Agentic Resource Discovery catalog (ai-catalog.json, ARD spec 1.0) of what the site offers AI agents:
 * llms.txt, llms-full.txt and the agent skill file static/SKILL.md, by their absolute URLs (the site's url
 * and baseUrl, so a preview build names its own). No Docusaurus package writes one.
 */
function catalogOf(site: string) {
  const entry = (
    name: string,
    displayName: string,
    file: string,
    type: string,
    description: string,
    queries: string[],
  ) => ({
    identifier: `urn:air:actuatorjs:docs:${name}`,
    displayName,
    type,
    url: new URL(file, site).href,
    description,
    representativeQueries: queries,
  });
  return {
    specVersion: '1.0',
    host: {displayName: 'Actuatorjs', documentationUrl: site},
    entries: [
      entry(
        'llms-txt',
        'Actuatorjs docs index (llms.txt)',
        'llms.txt',
        'text/markdown',
        'Every docs page as a Markdown link with a one-sentence description.',
        ['actuatorjs documentation', 'actuatorjs API reference'],
      ),
      entry(
        'llms-full-txt',
        'Actuatorjs docs in full (llms-full.txt)',
        'llms-full.txt',
        'text/markdown',
        'All docs pages in one Markdown file.',
        ['actuatorjs health check guide', 'actuatorjs info endpoint'],
      ),
      entry(
        'skill',
        'Add actuatorjs to a project',
        'SKILL.md',
        'text/markdown; profile="urn:air:agent-skills"',
        'An agent skill: install @actuatorjs/actuatorjs and serve /actuator/health and /actuator/info.',
        ['add health checks to a Node.js service', 'Spring Boot Actuator for JavaScript'],
      ),
    ],
  };
}

export default function pluginAgentDiscovery({siteConfig: {url, baseUrl}}: LoadContext): Plugin {
  return {
    name: 'agent-discovery',
    // Every page links the catalog (a tag here rather than in the config keeps it out of the pages' scripts).
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'link',
          attributes: {rel: 'ard ai-catalog', type: 'application/ai-catalog+json', href: `${baseUrl}${catalogFile}`},
        },
      ],
    }),
    async postBuild({outDir}) {
      await writeFile(join(outDir, catalogFile), `${JSON.stringify(catalogOf(new URL(baseUrl, url).href), null, 2)}\n`);
    },
  };
}
