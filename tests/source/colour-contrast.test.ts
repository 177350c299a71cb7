import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The primary colour pair of src/css/custom.css against the backgrounds the
 * theme puts it on (Docusaurus/Infima defaults unless custom.css overrides
 * them), computed as WCAG 2 contrast ratios. AA asks 4.5:1 for body text.
 */
const css = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'css', 'custom.css'), 'utf-8');

function block(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`custom.css has no "${selector}" block`);
  return css.slice(start, css.indexOf('}', start));
}

function variable(selector: string, name: string): string | undefined {
  return new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(block(selector))?.[1];
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

const modes = {
  light: {selector: ':root', page: '#ffffff', navbar: '#ffffff', buttonText: '#ffffff'},
  dark: {selector: "[data-theme='dark']", page: '#1b1b1d', navbar: '#242526', buttonText: '#1b1b1d'},
} as const;

describe('primary colours pass WCAG AA (4.5:1)', () => {
  it('computes ratios the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const [mode, {selector, page, navbar, buttonText}] of Object.entries(modes)) {
    describe(`${mode} mode`, () => {
      const primary = variable(selector, '--ifm-color-primary') ?? '(missing)';
      const background = variable(selector, '--ifm-background-color') ?? page;

      it('defines --ifm-color-primary', () => {
        expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
      });
      it('links on the page background', () => {
        expect(contrast(primary, background)).toBeGreaterThanOrEqual(4.5);
      });
      it('links on the navbar', () => {
        expect(contrast(primary, navbar)).toBeGreaterThanOrEqual(4.5);
      });
      it('text on a primary button', () => {
        expect(contrast(buttonText, primary)).toBeGreaterThanOrEqual(4.5);
      });
    });
  }
});
