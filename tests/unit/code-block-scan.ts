// The scanner lives in src/lib so the drift report (src/reference/drift.ts) reads pages the same way.
export { codeBlocks, docPages, type DocCodeBlock } from '../../src/lib/codeBlocks';
