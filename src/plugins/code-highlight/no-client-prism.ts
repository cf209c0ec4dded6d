// Stands in for theme-classic's prism-include-languages client module, which
// would put Prism in the bundle every page loads. See index.ts.
export {};
