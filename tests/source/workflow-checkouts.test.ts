import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../plugins/doc-code/pages';

// A build from a shallow clone leaves out the pages' "Last updated" dates (plugins/last-update-from-git).
const workflows = join(repoRoot, '.github', 'workflows');

describe('every workflow checks out the whole history, so the pages carry their true "Last updated" dates', () => {
  it.each(readdirSync(workflows))('%s: each actions/checkout step sets fetch-depth: 0', (file) => {
    // Each step: its `uses: actions/checkout` line and the lines indented deeper under its `- `.
    const steps =
      readFileSync(join(workflows, file), 'utf8').match(/^( *)- uses: actions\/checkout@.*(\n\1 .*)*/gm) ?? [];
    expect(steps.length, 'actions/checkout steps').toBeGreaterThan(0);
    for (const step of steps) expect(step).toMatch(/^\s+fetch-depth:\s*0\s*$/m);
  });
});
