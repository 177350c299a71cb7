import {describe, expect, it} from 'vitest';
import {attribute, builtPages} from '../support/built-site';

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

describe.each(pages)('analytics in $file', (page) => {
  const external = page.elements('script').filter((script) => /^https?:/.test(attribute(script, 'src') ?? ''));
  const [policy] = page.policies();

  it("loads the project's own Umami script, and no other script from another host", () => {
    expect(external.map((script) => attribute(script, 'src'))).toEqual([script]);
  });

  it('identifies the site by its website id, asynchronously and deferred, for the production host only, honouring Do Not Track', () => {
    const get = (name: string) => attribute(external[0], name);
    expect(get('dataWebsiteId')).toBe(websiteId);
    expect(get('async')).toBe('');
    expect(get('defer')).toBe('');
    expect(get('dataDomains')).toBe('actuatorjs.github.io');
    expect(get('dataDoNotTrack')).toBe('true');
  });

  it('is allowed by the Content Security Policy, whose only other host, for scripts and for the beacon, is that one', () => {
    expect(hostsIn(policy?.directives.get('script-src'))).toEqual([analyticsOrigin]);
    expect(hostsIn(policy?.directives.get('connect-src'))).toEqual([analyticsOrigin]);
  });
});
