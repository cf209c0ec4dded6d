// Prism's core alone (prism-light.ts); @types/prismjs types only the package root.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
