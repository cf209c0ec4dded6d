// The one reader of the scripts' command lines: Node's util.parseArgs.
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * This process's arguments as util.parseArgs reads them with `config`
 * (strict unless it says otherwise). A command line it refuses (an unknown
 * option, an option without its value) ends the process with exit code 2 and
 * a message naming the script, the reason, and `usage`.
 *
 * @template {import('node:util').ParseArgsConfig} T
 * @param {T} config
 * @param {string} usage
 * @returns {ReturnType<typeof parseArgs<T>>}
 */
export function commandLine(config, usage) {
  try {
    return parseArgs({ args: process.argv.slice(2), ...config });
  } catch (error) {
    return fail(error.message, usage);
  }
}

/**
 * Ends the process as a refused command line does.
 *
 * @param {string} reason
 * @param {string} usage
 * @returns {never}
 */
export function fail(reason, usage) {
  console.error(`${path.basename(process.argv[1] ?? 'script')}: ${reason}\nusage: ${usage}`);
  process.exit(2);
}
