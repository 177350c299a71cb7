import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Swaps prism-react-renderer for a lean stand-in in the site's bundles.
 *
 * The theme's code blocks use two things from prism-react-renderer: its
 * `Highlight` component and its `Prism` instance. The package ships them in
 * one module together with twenty colour themes and about twenty grammars,
 * and that module lands in the bundle every page loads (about 26 KB gzipped,
 * a sixth of a doc page's JavaScript). The stand-in in `client/` offers the
 * same two exports, built on prismjs with only the grammars of
 * `client/prism.ts` plus `themeConfig.prism.additionalLanguages`, which the
 * theme loads itself. Code blocks look and behave exactly as before.
 *
 * The alias covers the client and the server bundle alike, so the HTML
 * rendered at build time and the page hydrated in the browser agree.
 * `docusaurus.config.ts` still imports the colour themes from the real
 * package: the config runs in Node and is not bundled.
 */
export default function pluginLeanPrism(): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {'prism-react-renderer$': path.join(__dirname, 'client', 'index.ts')},
        },
      };
    },
  };
}
