import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import type {Element} from 'hast';
import {attribute, builtPages, offsetOf, textOf} from '../support/built-site';

const pages = builtPages();

/** Scripts the browser runs (not JSON-LD and other data blocks). */
function runsAsScript(script: Element): boolean {
  const type = (attribute(script, 'type') ?? '').toLowerCase();
  return ['', 'text/javascript', 'application/javascript', 'module'].includes(type);
}

describe.each(pages)('Content Security Policy of $file', (page) => {
  const [policy, ...others] = page.policies();
  const scripts = page.elements('script');
  const scriptSrc = policy?.directives.get('script-src') ?? [];

  it('is present, once', () => {
    expect(policy).toBeDefined();
    expect(others).toEqual([]);
  });

  it('comes first in head, after the charset only, before every script', () => {
    const [doctype, html, ...rest] = page.tree.children.filter((node) => node.type !== 'text' || node.value.trim());
    expect([doctype?.type, html?.type === 'element' && html.tagName, rest]).toEqual(['doctype', 'html', []]);
    const [head] = page.elements('head');
    const [charset, first] = head?.children.filter((node) => node.type !== 'text' || node.value.trim()) ?? [];
    expect(charset?.type === 'element' && [charset.tagName, attribute(charset, 'charSet')?.toLowerCase()]).toEqual([
      'meta',
      'utf-8',
    ]);
    expect(first === policy?.element, 'the policy is the second tag of head').toBe(true);
    for (const script of scripts)
      expect(offsetOf(script)).toBeGreaterThan(policy ? offsetOf(policy.element) : Number.NaN);
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
    const inline = scripts
      .filter((script) => attribute(script, 'src') === undefined && runsAsScript(script))
      .map(textOf)
      .filter(Boolean);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  });

  it('allows the host of every external script the page loads', () => {
    for (const script of scripts) {
      const src = attribute(script, 'src');
      if (src && /^https?:/.test(src)) expect(scriptSrc).toContain(new URL(src).origin);
    }
  });

  it('has no inline event handler attributes, which the policy would block', () => {
    const handlers = page
      .elements()
      .flatMap(({properties}) => Object.keys(properties).filter((name) => name.toLowerCase().startsWith('on')));
    expect(handlers).toEqual([]);
  });
});
