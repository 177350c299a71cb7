import type {MermaidConfig, RenderResult} from 'mermaid';

/**
 * What the bundle gets for `import mermaid from 'mermaid'` (see ./index.ts):
 * the two calls @docusaurus/theme-mermaid makes, `mermaidAPI.initialize`
 * then `render`, with Mermaid itself imported from its prebuilt ES module on
 * the first render. Each render uses the configuration set just before it,
 * as with the real singleton.
 */
type Mermaid = typeof import('mermaid').default;

let loading: Promise<Mermaid> | undefined;
let configuration: MermaidConfig = {};

function loadMermaid(): Promise<Mermaid> {
  loading ??= import(/* webpackIgnore: true */ String(process.env.MERMAID_MODULE_URL)).then(
    (module: {default: Mermaid}) => module.default,
  );
  return loading;
}

const mermaid = {
  mermaidAPI: {
    initialize(config: MermaidConfig): void {
      configuration = config;
    },
  },
  async render(id: string, text: string): Promise<RenderResult> {
    const config = configuration;
    const real = await loadMermaid();
    real.mermaidAPI.initialize(config);
    return real.render(id, text);
  },
};

export default mermaid;
