import type { LoadContext, OptionValidationContext, PluginModule } from '@docusaurus/types';

/** A plugin's constructor and the static methods Docusaurus reads from it. */
type PluginFunction<Options> = {
  (context: LoadContext, options: Options): ReturnType<PluginModule>;
  validateOptions?: (data: OptionValidationContext<Options, unknown>) => unknown;
  validateThemeConfig?: PluginModule['validateThemeConfig'];
};

/**
 * A plugin and its options as one function plugin, Docusaurus's inline form,
 * so the options stay on the server.
 *
 * Docusaurus hands the whole site config to the browser (every page's `main`
 * script carries it, for `useDocusaurusContext().siteConfig`), and with it
 * the options of each plugin given as `[plugin, options]`; a function plugin
 * serializes as `null`. No client code of the site or its themes reads the
 * options there. The options go through the plugin's own `validateOptions`,
 * a static method of the function as Docusaurus documents it, so the plugin
 * gets exactly what the `[plugin, options]` form gave it.
 */
export function serverOnlyOptions<Options extends object>(
  plugin: PluginFunction<Options>,
  options: Options,
): PluginModule {
  const bound: PluginModule = (context, validated) => plugin(context, validated as Options);
  bound.validateOptions = <T, U>({ validate }: OptionValidationContext<T, U>): U =>
    (plugin.validateOptions
      ? plugin.validateOptions({ validate: validate as never, options })
      : // What Docusaurus does for a plugin without validateOptions.
        { ...options, id: (options as { id?: string }).id ?? 'default' }) as U;
  if (plugin.validateThemeConfig) bound.validateThemeConfig = plugin.validateThemeConfig;
  return bound;
}
