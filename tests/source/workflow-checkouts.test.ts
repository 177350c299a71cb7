import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The pages' "Last updated" dates come from git history, and a build from a
 * shallow clone leaves them out (plugins/last-update-from-git): every
 * workflow that builds the site must check out the whole history.
 */
const workflows = join(import.meta.dirname, '..', '..', '.github', 'workflows');

/** The text of each `actions/checkout` step of a workflow: its line and the lines indented under it. */
function checkoutSteps(workflow: string): string[] {
  const lines = workflow.split('\n');
  return lines.flatMap((line, at) => {
    const step = /^(\s*)- uses: actions\/checkout@/.exec(line);
    if (!step) return [];
    const depth = step[1]?.length ?? 0;
    const indent = (next: string) => next.length - next.trimStart().length;
    const end = lines.findIndex((next, index) => index > at && next.trim() !== '' && indent(next) <= depth);
    return [lines.slice(at, end === -1 ? undefined : end).join('\n')];
  });
}

describe.each(readdirSync(workflows).filter((file) => /\.ya?ml$/.test(file)))('workflow %s', (file) => {
  const steps = checkoutSteps(readFileSync(join(workflows, file), 'utf8'));

  it('checks out the whole history (fetch-depth: 0), so the pages carry their true "Last updated" dates', () => {
    expect(steps.length, 'actions/checkout steps').toBeGreaterThan(0);
    for (const step of steps) expect(step).toMatch(/^\s+fetch-depth:\s*0\s*$/m);
  });
});
