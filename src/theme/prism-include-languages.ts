/*
 * Ejected from @docusaurus/theme-classic 3.8.1 (prism-include-languages), without loading themeConfig.prism's
 * additionalLanguages into every page at start. A page whose code needs a grammar that prism-react-renderer does not
 * bundle imports it itself (plugins/doc-code's remark step; the home page). Bash, the only one, and the loader of
 * additionalLanguages were 3.6 KB gzip of the first visit to every page without shell code (2026-11-26, first-visit JS
 * gzip -9: Introduction 165,433 -> 161,805 B, Health guide 173,851 -> 170,225, Actuator API page 168,183 -> 164,555).
 */
export default function prismIncludeLanguages(): void {}
