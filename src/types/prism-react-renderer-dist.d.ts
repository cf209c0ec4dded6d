// The package's ESM build, imported by path where the bare name is aliased
// (src/plugins/code-highlight/prism-runtime.ts).
declare module 'prism-react-renderer/dist/index.mjs' {
  export * from 'prism-react-renderer';
}
