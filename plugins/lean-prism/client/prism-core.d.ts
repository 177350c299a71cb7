// prism-core is prismjs without its bundled grammars; @types/prismjs types the
// whole package only.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
