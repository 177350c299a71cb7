// The grammars every page can highlight without asking: JavaScript and
// TypeScript, which most examples are written in, and what they build on.
// Other languages go in `themeConfig.prism.additionalLanguages`; the theme
// loads those after these (tests/source/code-languages.test.ts checks that
// every language the docs use is covered).
//
// prismjs grammars register themselves on the global `Prism`, which
// prism-core has just defined.
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
