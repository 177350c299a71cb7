// The code blocks of the docs, as the build reads them (plugins/doc-code).
export {
  type CodeBlock,
  codeBlocksOf,
  docPages,
  fencedBlocks,
  includedFile,
  repoRoot,
} from '../../../plugins/doc-code/blocks';
