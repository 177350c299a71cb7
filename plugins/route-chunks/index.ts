import type {Plugin} from '@docusaurus/types';

// Library code that one route's chunk alone imports stays in it (by default a 20 kB part goes to a chunk of its own:
// DocItem's and DocRoot's theme code were two more scripts); code that routes share is still split off. It saves 650 B
// gzip and 2 scripts on each docs page's first visit (2026-11-26: Introduction 165,443 → 164,794 B; home −46 B).
export default function pluginRouteChunks(): Plugin {
  const vendors = {test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true, minChunks: 2};
  return {
    name: 'route-chunks',
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {optimization: {splitChunks: {cacheGroups: {defaultVendors: vendors}}}},
  };
}
