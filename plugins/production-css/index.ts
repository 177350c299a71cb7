import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import postcss from 'postcss';

/**
 * A production build's CSS. Infima's rules for classes no script of the build contains are left out (React
 * renders all markup, so a class a page can carry is a string in the bundle; `npm start` serves all of
 * Infima); nothing else prunes by the finished bundle (PurgeCSS scans sources). It buys (`npm run
 * bench:ablation`, 2026-11-25): the guide's CSS 14,988 B gzipped, not 16,823 B, under the stock template's
 * 15,071 B (tests/build/budgets.ts). postcss-preset-env is left out: Lightning CSS (`@docusaurus/faster`)
 * prefixes and lowers for the same targets as it minifies (stylesheet.test.ts checks). It buys 0.4 s of a
 * cold build's main thread (CPU profiles).
 */
export default function pluginProductionCss(): Plugin {
  const name = 'production-css';
  const apply = (compiler: Compiler) =>
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1; // after minifying, before hashing
      compilation.hooks.processAssets.tap({name, stage}, (assets) => {
        const scripts = Object.keys(assets).filter((file) => file.endsWith('.js'));
        const used = new Set(scripts.flatMap((file) => String(assets[file]?.source()).match(/[\w-]+/g) ?? []));
        const infimaCss = readFileSync(
          createRequire(import.meta.url).resolve('infima/dist/css/default/default.css'),
          'utf8',
        );
        const infima = new Set(classesIn(infimaCss.replace(/\/\*[\s\S]*?\*\//g, '')));
        for (const file of Object.keys(assets).filter((asset) => asset.endsWith('.css'))) {
          const css = withoutRulesFor(String(assets[file]?.source()), (name) => infima.has(name) && !used.has(name));
          compilation.updateAsset(file, new compiler.webpack.sources.RawSource(css));
        }
      });
    });
  return {
    name,
    configurePostCss(options) {
      options.plugins = options.plugins.filter((plugin) => !String(plugin).includes('postcss-preset-env'));
      return options;
    },
    configureWebpack: (config, isServer) => (isServer || config.mode !== 'production' ? {} : {plugins: [{apply}]}),
  };
}

const classesIn = (css: string) => [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name ?? '');

/** The classes a selector requires: not those inside `:not()`/`:is()`, nor text in attribute selectors. */
export const requiredClasses = (selector: string): string[] =>
  classesIn(selector.replace(/\[[^\]]*\]/g, '').replace(/:[\w-]+\((?:[^()]|\([^()]*\))*\)/g, ''));

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
