import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {builtPages, elements, scripts} from './support/built-pages';
import {policyOf} from './support/content-security-policy';

const pages = builtPages();

/** Scripts the browser runs (not JSON-LD and other data blocks). */
function runsAsScript(attributes: Map<string, string>): boolean {
  const type = (attributes.get('type') ?? '').toLowerCase();
  return ['', 'text/javascript', 'application/javascript', 'module'].includes(type);
}

describe.each(pages)('Content Security Policy of $file', ({html}) => {
  const [policy, ...others] = policyOf(html);
  const scriptSrc = policy?.directives.get('script-src') ?? [];

  it('is present, once', () => {
    expect(policy).toBeDefined();
    expect(others).toEqual([]);
  });

  it('comes first in head, after the charset only, before every script', () => {
    expect(html.slice(0, policy?.index)).toMatch(
      /^<!doctype html>\s*<html[^>]*>\s*(<head[^>]*>)?\s*<meta charset=["']?utf-8["']?\s*\/?>\s*$/i,
    );
    for (const script of scripts(html)) expect(script.index).toBeGreaterThan(policy?.index ?? Number.POSITIVE_INFINITY);
  });

  it("allows no 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
    expect(scriptSrc).toContain("'self'");
    const scriptDirectives = [...(policy?.directives ?? [])].filter(
      ([name]) => name.startsWith('script-src') || name === 'default-src',
    );
    for (const [, sources] of scriptDirectives) {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it('forbids plugins and foreign base URLs, and falls back to nothing', () => {
    expect(policy?.directives.get('object-src')).toEqual(["'none'"]);
    expect(policy?.directives.get('base-uri')).toEqual(["'self'"]);
    expect(policy?.directives.get('default-src')).toEqual(["'none'"]);
  });

  it('lists the SHA-256 hash of every inline script of the page', () => {
    const inline = scripts(html).filter(
      ({attributes, body}) => !attributes.has('src') && body && runsAsScript(attributes),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const {body} of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  });

  it('allows the host of every external script the page loads', () => {
    for (const {attributes} of scripts(html)) {
      const src = attributes.get('src');
      if (src && /^https?:/.test(src)) expect(scriptSrc).toContain(new URL(src).origin);
    }
  });

  it('has no inline event handler attributes, which the policy would block', () => {
    const handlers = elements(html, '[a-z][a-z0-9-]*')
      .filter(({attributes}) => [...attributes.keys()].some((attribute) => attribute.startsWith('on')))
      .map(({tag}) => tag);
    expect(handlers).toEqual([]);
  });
});
