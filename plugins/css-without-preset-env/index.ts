import type {Plugin} from '@docusaurus/types';

/**
 * Takes postcss-preset-env out of the stylesheet pipeline.
 *
 * Docusaurus runs every CSS file through postcss-preset-env, in JavaScript on
 * Rspack's main thread, to add vendor prefixes and lower new syntax for the
 * browserslist targets. With `@docusaurus/faster`, Lightning CSS minifies the
 * built stylesheet with those same targets, and prefixes and lowers as it
 * does, so the preset's work is done twice. Leaving it out took about 1.5 s of
 * main-thread time off a cold build. The other PostCSS plugins (the CSS
 * cascade layers of `future.v4`) stay. `npm start` does not minify, so its
 * CSS is left as written, for the latest browsers its development targets
 * name.
 *
 * tests/build/stylesheet.test.ts checks the built CSS still carries the
 * vendor prefixes the targets need, each written once.
 *
 * What it buys (`npm run bench:ablation`, 2026-11-24, medians of 3 cold
 * builds): 5.0 s against 5.4 s, and 13 B less gzipped CSS per page.
 */
export default function pluginCssWithoutPresetEnv(): Plugin {
  return {
    name: 'css-without-preset-env',
    configurePostCss(options) {
      options.plugins = options.plugins.filter((plugin) => !isPresetEnv(plugin));
      return options;
    },
  };
}

function isPresetEnv(plugin: unknown): boolean {
  const name = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof name === 'string' && name.includes('postcss-preset-env');
}
