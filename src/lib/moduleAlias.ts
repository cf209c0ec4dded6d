/**
 * Matches files of a package's `lib` directory by their path without `.js`,
 * written with `/` ("theme/Tabs/index"), on any platform's separators.
 */
export function libModules(packageName: string, files: string[]): RegExp {
  const pathPattern = (file: string) =>
    file
      .split('/')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\\\/]');
  return new RegExp(`${pathPattern(`${packageName}/lib`)}[\\\\/](${files.map(pathPattern).join('|')})\\.js$`);
}

/**
 * A bundler rule that resolves `requests` (each spelling the matched modules
 * import one module by) to `file`, for the modules `issuers` matches only;
 * the rest of the bundle resolves them as before.
 */
export function aliasWithin(issuers: RegExp | RegExp[], requests: string[], file: string) {
  return { test: issuers, resolve: { alias: Object.fromEntries(requests.map((request) => [request, file])) } };
}
