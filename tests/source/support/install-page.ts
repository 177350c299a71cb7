import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {codeBlocksOf, repoRoot} from '../../../plugins/doc-code/pages';

// Installation's text and code, which the tests run as a reader would.
const installPage = 'docs/main/install.mdx';
export const installText = readFileSync(join(repoRoot, installPage), 'utf-8');
const blocks = codeBlocksOf(installPage);

/** The code of Installation's first `lang` block that contains `contains`. */
export function installBlock(lang: string, contains: string): string {
  const block = blocks.find((candidate) => candidate.lang === lang && candidate.code.includes(contains));
  if (!block) throw new Error(`Installation has no ${lang} block with "${contains}"`);
  return block.code;
}

/** The page's check.mts: prints the health of one indicator that is UP. */
export const checkMts = installBlock('ts', 'console.log(JSON.stringify(await actuator.getHealth()');
