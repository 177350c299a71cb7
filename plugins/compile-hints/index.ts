import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint: compile every function of this file eagerly. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Starts each built JavaScript chunk with V8's explicit compile hint
 * (https://v8.dev/blog/explicit-compile-hints).
 *
 * V8 compiles a script's top level when it loads, and each function only
 * when it is first called, on the main thread. Starting a page runs most
 * of what main.js and the page's chunks contain (module factories, the
 * providers and the components of the first render), so those lazy
 * compilations landed in the very tasks Lighthouse counts as blocking. With
 * the hint, Chromium compiles the whole file eagerly while it streams it in,
 * on a background thread, before the app starts. Browsers without the hint
 * read a comment.
 *
 * Measured on the API page (`docusaurus build`, 4x CPU throttling, Debian's
 * Chromium 156, 2 profiles each): the blocking part of the start-up tasks
 * went from 712 and 660 ms to 360 and 330 ms. Lighthouse's Total Blocking
 * Time, median of 5 alternated runs: 743 ms without, 528 ms with.
 *
 * Only the chunks Rspack emits get the hint, after minification (which would
 * drop the comment) and before content hashing: not Mermaid's prebuilt
 * modules (plugins/mermaid-prebuilt), of which a page runs a small part.
 * `npm start` is left as it is. tests/build/compile-hints.test.ts checks the
 * built files.
 */
export default function pluginCompileHints(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
