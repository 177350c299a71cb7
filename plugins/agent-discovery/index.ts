import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import catalog from './ai-catalog.json';

/** ai-catalog.json (ARD 1.0), linked from every page, with absolute URLs so that a preview build names its own. */
export default function pluginAgentDiscovery({siteConfig: {url, baseUrl}}: LoadContext): Plugin {
  const site = new URL(baseUrl, url).href;
  const entries = catalog.entries.map((entry) => ({...entry, url: new URL(entry.url, site).href}));
  const written = {...catalog, host: {...catalog.host, documentationUrl: site}, entries};
  const attributes = {rel: 'ard ai-catalog', type: 'application/ai-catalog+json', href: `${baseUrl}ai-catalog.json`};
  return {
    name: 'agent-discovery',
    // A tag here rather than in the config keeps it out of the pages' scripts.
    injectHtmlTags: () => ({headTags: [{tagName: 'link', attributes}]}),
    postBuild: ({outDir}) => writeFile(join(outDir, 'ai-catalog.json'), `${JSON.stringify(written, null, 2)}\n`),
  };
}
