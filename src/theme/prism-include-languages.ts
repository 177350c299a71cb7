/*
 * Ejected from @docusaurus/theme-classic 3.8.1 (prism-include-languages), loading no additionalLanguages: a page whose
 * code needs a grammar prism-react-renderer lacks (bash) imports it itself (plugins/doc-code's remark step; the home
 * page). It buys 3.6 KB gzip of first-visit JS on pages without shell code (gzip -9, 2026-11-26: Introduction
 * 165,433 -> 161,805 B, Health guide 173,851 -> 170,225, Actuator API page 168,183 -> 164,555).
 */
export default function prismIncludeLanguages(): void {}
