import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';
import postcss from 'postcss';

/**
 * Leaves out of the built stylesheet the rules of Infima (the theme's CSS
 * framework) for class names that no script of the site ever uses: avatars,
 * badges, pills, cards, most spacing utilities and the like. Infima is most
 * of the CSS every page loads, and about a fifth of its rules go unused here.
 *
 * It runs when the browser bundle is complete and minified, before the file
 * names get their content hashes. Every class a page can carry is a string in
 * that bundle, since React renders all markup, the HTML at build time
 * included, so a class counts as used when its name occurs in any of the
 * bundle's scripts. Rules for classes that Infima does not define (this
 * site's, the search plugin's, the CSS modules') are never touched.
 *
 * Only `docusaurus build` is affected; `npm start` serves all of Infima.
 * tests/build checks that every Infima class in the built pages keeps its rules.
 *
 * What it buys (`npm run bench:ablation`, 2026-11-24): every page's CSS is
 * 14,650 B gzipped instead of 16,504 B (0.89x), which keeps it under the
 * stock template's 15,071 B; no Lighthouse difference beyond noise.
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

const name = 'unused-infima-rules';

interface Sources {
  RawSource: new (source: string) => unknown;
}
interface Compiler {
  webpack: {Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number}; sources: Sources};
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
}
interface Compilation {
  hooks: {
    processAssets: {
      tap(
        options: {name: string; stage: number},
        fn: (assets: Record<string, {source(): string | Buffer}>) => void,
      ): void;
    };
  };
  updateAsset(file: string, source: unknown): void;
}

function dropUnusedInfimaRules(compiler: Compiler) {
  const {Compilation, sources} = compiler.webpack;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    // After the minifiers (OPTIMIZE_SIZE), before the real content hashes.
    const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
    compilation.hooks.processAssets.tap({name, stage}, (assets) => {
      const files = Object.keys(assets);
      const used = new Set<string>();
      for (const file of files.filter((f) => f.endsWith('.js'))) {
        for (const word of String(assets[file].source()).match(/[\w-]+/g) ?? []) used.add(word);
      }
      const unused = (className: string) => infimaClasses().has(className) && !used.has(className);
      for (const file of files.filter((f) => f.endsWith('.css'))) {
        const css = withoutRulesFor(String(assets[file].source()), unused);
        compilation.updateAsset(file, new sources.RawSource(css));
      }
    });
  });
}

let infimaClassNames: Set<string> | undefined;

/** Every class name Infima's stylesheet mentions. */
function infimaClasses(): Set<string> {
  if (!infimaClassNames) {
    const file = createRequire(import.meta.url).resolve('infima/dist/css/default/default.css');
    const css = readFileSync(file, 'utf-8').replace(/\/\*[\s\S]*?\*\//g, '');
    infimaClassNames = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, className]) => className));
  }
  return infimaClassNames;
}

/**
 * The class names a selector requires. Classes inside functional
 * pseudo-classes (`:not(.a)`, `:is(.b)`) and text in attribute selectors do
 * not count: a selector can match without them.
 */
export function requiredClasses(selector: string): string[] {
  const outside = selector.replace(/\[[^\]]*\]/g, '').replace(/:[\w-]+\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, className]) => className);
}

/** `css` without the selectors that require a class `isUnused` rejects, and without rules left empty. */
export function withoutRulesFor(css: string, isUnused: (className: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => !requiredClasses(selector).some(isUnused));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}
