import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../plugins/doc-code/pages';

// The primary colour of src/css/custom.css against the backgrounds the theme puts it on (Infima's defaults unless
// custom.css overrides them), as WCAG 2 contrast ratios.
const css = readFileSync(join(repoRoot, 'src', 'css', 'custom.css'), 'utf-8');

/** A `--name: #rrggbb;` of the rule for `selector`. */
function variable(selector: string, name: string): string | undefined {
  const start = css.indexOf(`${selector} {`);
  return new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css.slice(start, css.indexOf('}', start)))?.[1];
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [lighter = 0, darker = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
};

describe('the primary colour passes WCAG AA (4.5:1) for links and buttons', () => {
  it.each([
    {mode: 'light', selector: ':root', page: '#ffffff', navbar: '#ffffff', buttonText: '#ffffff'},
    {mode: 'dark', selector: "[data-theme='dark']", page: '#1b1b1d', navbar: '#242526', buttonText: '#1b1b1d'},
  ])('$mode mode: links on the page and the navbar, and text on a primary button', ({selector, ...colours}) => {
    const primary = variable(selector, '--ifm-color-primary') ?? '(missing)';
    expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
    const background = variable(selector, '--ifm-background-color') ?? colours.page;
    expect(contrast(primary, background), 'links on the page').toBeGreaterThanOrEqual(4.5);
    expect(contrast(primary, colours.navbar), 'links on the navbar').toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.buttonText, primary), 'text on a primary button').toBeGreaterThanOrEqual(4.5);
  });
});
