import {createHash} from 'node:crypto';
import type {Element} from 'hast';
import {describe, expect, it} from 'vitest';
import {analyticsOrigins, attribute, builtPages, offsetOf, siteRoot, textOf} from '../support/built-site';

const pages = builtPages();

const isExternal = (href = '') =>
  /^(https?:)?\/\//i.test(href) && new URL(href, siteRoot).origin !== new URL(siteRoot).origin;
/** Scripts the browser runs (not JSON-LD and other data blocks). */
const runs = (script: Element) =>
  ['', 'text/javascript', 'application/javascript', 'module'].includes(attribute(script, 'type')?.toLowerCase() ?? '');

describe.each(pages)('$file loads only what its Content Security Policy allows', (page) => {
  // The page's Content Security Policies, each one's sources by directive.
  const [policy, ...others] = page.elements('meta[http-equiv="content-security-policy" i]').map((element) => {
    const directives = `${attribute(element, 'content')}`.split(';').map((directive) => directive.trim().split(/\s+/));
    return {element, directives: new Map(directives.map(([name = '', ...sources]) => [name, sources]))};
  });
  const scripts = page.elements('script');
  const scriptSrc = policy?.directives.get('script-src') ?? [];
  const external = scripts.filter((script) => isExternal(attribute(script, 'src')));

  it('declares one policy, second in head after the charset, before every script', () => {
    expect(others).toEqual([]);
    const [charset, second] = page.elements('head > *');
    expect(attribute(charset, 'charSet')?.toLowerCase()).toBe('utf-8');
    expect(second === policy?.element, 'the policy is the second tag of head').toBe(true);
    for (const script of scripts) expect(offsetOf(script)).toBeGreaterThan(offsetOf(second as Element));
  });

  it("allows its own scripts by hash and the configured hosts only; no 'unsafe-inline', 'unsafe-eval' or onclick", () => {
    const fixed = ['default-src', 'object-src', 'base-uri'].map((directive) => policy?.directives.get(directive));
    expect(fixed).toEqual([["'none'"], ["'none'"], ["'self'"]]);
    expect(scriptSrc).toContain("'self'");
    const scriptAll = [...(policy?.directives ?? [])].flatMap(([k, s]) => (k.startsWith('script-src') ? s : []));
    expect(scriptAll.filter((s) => /'unsafe-(inline|eval)'/.test(s))).toEqual([]);
    const hosts = (directive: string) => policy?.directives.get(directive)?.filter((s) => /^https?:\/\//.test(s));
    expect([hosts('script-src'), hosts('connect-src')]).toEqual([analyticsOrigins, analyticsOrigins]);
    const inline = scripts.filter((script) => attribute(script, 'src') === undefined && runs(script)).map(textOf);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    // Nor inline event handler attributes, which the policy would block.
    const handlers = page.elements().flatMap((e) => Object.keys(e.properties).filter((n) => /^on/i.test(n)));
    expect(handlers).toEqual([]);
  });

  it('loads no script from another site as built', () => {
    expect(external.map((script) => attribute(script, 'src'))).toEqual([]);
  });

  it('sends only its origin to other sites, and opens them with rel "noopener noreferrer"', () => {
    const referrer = page.elements('meta[name=referrer]');
    const originOnly = ['no-referrer', 'same-origin', 'origin', 'strict-origin', 'strict-origin-when-cross-origin'];
    expect(referrer.map((meta) => attribute(meta, 'content'))).toEqual([expect.toBeOneOf(originOnly)]);
    const unsafe = page.elements('a:not([rel~=noopener][rel~=noreferrer])').map((link) => attribute(link, 'href'));
    expect(unsafe.filter((href) => isExternal(href))).toEqual([]);
  });
});
