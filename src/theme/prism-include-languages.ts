/*
 * Ejected from @docusaurus/theme-classic 3.8.1 (prism-include-languages), without loading themeConfig.prism's
 * additionalLanguages into every page at start. A page whose code needs a grammar that prism-react-renderer does not
 * bundle imports it itself (plugins/doc-code, remarkGrammars; the home page): bash, the only one, is 3.2 KB gzip of
 * the first visit to every other page (Introduction 165,443 -> 162,2xx B).
 */
export default function prismIncludeLanguages(): void {}
