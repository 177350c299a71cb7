import {describe, expect, it} from 'vitest';
import {builtPages, scripts} from './support/built-pages';
import {policyOf} from './support/content-security-policy';

/**
 * Every page loads a web-analytics script from a third-party
 * host, asynchronously and deferred, identified by a website id. The
 * published site reports to the project's own Umami instance.
 */
const script = 'https://umami.transprot.eu/script.js';
const websiteId = '666350b6-f65d-4db5-975e-dd2e39d9385e';
const analyticsOrigin = new URL(script).origin;

const pages = builtPages();

/** The sources of a directive that name another host: neither keywords ('self', hashes) nor schemes (data:). */
function hostsIn(sources: string[] = []): string[] {
  return sources.filter((source) => /^https?:\/\//.test(source));
}

describe.each(pages)('analytics in $file', ({html}) => {
  const external = scripts(html).filter(({attributes}) => /^https?:/.test(attributes.get('src') ?? ''));
  const [policy] = policyOf(html);

  it("loads the project's own Umami script, and no other script from another host", () => {
    expect(external.map(({attributes}) => attributes.get('src'))).toEqual([script]);
  });

  it('identifies the site by its website id, asynchronously and deferred, for the production host only, honouring Do Not Track', () => {
    const attributes = external[0]?.attributes;
    expect(attributes?.get('data-website-id')).toBe(websiteId);
    expect(attributes?.has('async')).toBe(true);
    expect(attributes?.has('defer')).toBe(true);
    expect(attributes?.get('data-domains')).toBe('actuatorjs.github.io');
    expect(attributes?.get('data-do-not-track')).toBe('true');
  });

  it('is allowed by the Content Security Policy, whose only other host, for scripts and for the beacon, is that one', () => {
    expect(hostsIn(policy?.directives.get('script-src'))).toEqual([analyticsOrigin]);
    expect(hostsIn(policy?.directives.get('connect-src'))).toEqual([analyticsOrigin]);
  });
});
