import type { CliFacts, CliFlagFact } from '../../reference/cli';
import { validateCliData, type CliData, type CliFlag } from './schema';

/** What src/data/cli/commands.yaml holds: our words, keyed by command path and flag name. */
export interface CliFlagWords {
  name: string;
  description: string;
  /** Cobra's pages do not say which flags are required, so we do. */
  required?: boolean;
}

export interface CliCommandWords {
  path: string;
  summary: string;
  description: string;
  arguments?: { name: string; description: string }[];
  flags?: CliFlagWords[];
  examples?: { description: string; command: string }[];
  related: string[];
}

export interface CliWords {
  commands: CliCommandWords[];
}

/** Hidden and deprecated commands and flags are not documented, so they need no words. */
export const documented = <T extends { hidden?: boolean; deprecated?: boolean }>(x: T) => !x.hidden && !x.deprecated;

/**
 * Joins the release's facts with our words into the data the CLI pages are
 * rendered from. Every documented command and flag needs words, and every
 * word needs its fact: one error lists each key on either side alone, with
 * the file it is missing from or orphaned in.
 */
export function joinCli(
  facts: CliFacts,
  words: CliWords,
  files: { facts: string; words: string },
  version: string,
): CliData {
  if (!words || !Array.isArray(words.commands)) throw new Error(`${files.words}: expected a "commands" list`);
  const problems: string[] = [];
  const wordsByPath = new Map(words.commands.map((w) => [w.path, w]));
  const factsByPath = new Map(facts.commands.map((f) => [f.path, f]));
  for (const w of words.commands) {
    const fact = factsByPath.get(w.path);
    if (!fact || !documented(fact))
      problems.push(`${w.path}: words in ${files.words}, but ${files.facts} has no such command`);
  }
  const commands: CliData['commands'] = [];
  for (const fact of facts.commands.filter(documented)) {
    const w = wordsByPath.get(fact.path);
    if (!w) {
      problems.push(`${fact.path}: no words in ${files.words} for this command of ${files.facts}`);
      continue;
    }
    const flagWords = new Map((w.flags ?? []).map((f) => [f.name, f]));
    const flags: CliFlag[] = [];
    for (const f of fact.flags.filter(documented)) {
      const fw = flagWords.get(f.name);
      if (!fw) {
        problems.push(`${fact.path} --${f.name}: no words in ${files.words} for this flag of ${files.facts}`);
        continue;
      }
      flags.push(flagOf(f, fw));
      flagWords.delete(f.name);
    }
    for (const name of flagWords.keys())
      problems.push(`${fact.path} --${name}: words in ${files.words}, but ${files.facts} has no such flag`);
    for (const arg of w.arguments ?? [])
      if (!fact.args?.includes(arg.name))
        problems.push(`${fact.path} ${arg.name}: words in ${files.words} for an argument its usage line does not name`);
    commands.push({
      path: fact.path,
      ...(fact.usage ? { usage: fact.usage } : {}),
      ...(fact.aliases ? { aliases: fact.aliases } : {}),
      summary: w.summary,
      description: w.description,
      ...(w.arguments ? { arguments: w.arguments } : {}),
      ...(flags.length ? { flags } : {}),
      ...(w.examples ? { examples: w.examples } : {}),
      related: w.related,
    });
  }
  if (problems.length) throw new Error(`CLI reference: facts and words do not match:\n  - ${problems.join('\n  - ')}`);
  return validateCliData({ version, commands }, files.words);
}

function flagOf(fact: CliFlagFact, words: CliFlagWords): CliFlag {
  const flag: CliFlag = { name: fact.name, type: fact.type, description: words.description };
  if (fact.shorthand) flag.shorthand = fact.shorthand;
  if (fact.default !== undefined) flag.default = fact.default;
  if (words.required) flag.required = true;
  if (fact.persistent) flag.persistent = true;
  return flag;
}
