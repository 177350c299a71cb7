import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import postcss from 'postcss';

/**
 * Leaves out of the built stylesheet the rules of Infima (the theme's CSS
 * framework) for class names that no script of the build contains: avatars,
 * badges, pills, most spacing utilities. React renders all markup, the HTML
 * included, so every class a page can carry is a string in the bundle.
 * Rules of classes Infima does not define are never touched, and `npm
 * start` serves all of Infima. It reads Infima's published stylesheet to
 * know its class names: no package or option prunes a stylesheet by what the
 * finished bundle uses (PurgeCSS scans sources, not Docusaurus's bundle).
 *
 * What it buys (`npm run bench:ablation`, 2026-11-25, load below 1, 6 runs):
 * the guide's CSS is 14,988 B gzipped instead of 16,823 B, which keeps every
 * page under the stock template's 15,071 B (tests/build/budgets.ts);
 * Lighthouse within its run-to-run spread.
 */
export default function pluginUnusedInfimaRules(): Plugin {
  return {
    name: 'unused-infima-rules',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [{apply: dropUnusedInfimaRules}]};
    },
  };
}

function dropUnusedInfimaRules(compiler: Compiler) {
  const {Compilation, sources} = compiler.webpack;
  compiler.hooks.thisCompilation.tap('unused-infima-rules', (compilation) => {
    // After the minifiers, before the content hashes.
    const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
    compilation.hooks.processAssets.tap({name: 'unused-infima-rules', stage}, (assets) => {
      const scripts = Object.keys(assets).filter((file) => file.endsWith('.js'));
      const used = new Set(scripts.flatMap((file) => String(assets[file]?.source()).match(/[\w-]+/g) ?? []));
      const infima = infimaClasses();
      for (const file of Object.keys(assets).filter((name) => name.endsWith('.css'))) {
        const css = withoutRulesFor(String(assets[file]?.source()), (name) => infima.has(name) && !used.has(name));
        compilation.updateAsset(file, new sources.RawSource(css));
      }
    });
  });
}

/** Every class name Infima's stylesheet mentions. */
function infimaClasses(): Set<string> {
  const file = createRequire(import.meta.url).resolve('infima/dist/css/default/default.css');
  const css = readFileSync(file, 'utf-8').replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name ?? ''));
}

/** The classes a selector requires: not those inside `:not()`/`:is()`, nor text in attribute selectors. */
export function requiredClasses(selector: string): string[] {
  const outside = selector.replace(/\[[^\]]*\]/g, '').replace(/:[\w-]+\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name ?? '');
}

/** `css` without the selectors that require a class `isUnused` rejects, and without rules left empty. */
export function withoutRulesFor(css: string, isUnused: (className: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => !requiredClasses(selector).some(isUnused));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}
