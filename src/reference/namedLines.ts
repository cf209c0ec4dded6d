import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { codeBlocks, docPages } from '../lib/codeBlocks';
import { thvInvocations, thvTree, type ThvTree } from '../lib/thvCommandLine';
import { crdWordsFile, type CrdWords } from '../data/crds/join';
import { tagOfDocsVersion } from '../contract';
import type { CliCommandFact } from './cli';
import type { DriftItem, Subject } from './diff';

/**
 * Finds, for each drift item, the hand-written lines that name it: MDX
 * prose, inline code, shell and YAML blocks and front matter under docs/,
 * and our words under src/data/ and api-specs/. Shell lines are read with
 * the same thv command-line reader as the docs test, against the old
 * release's command tree (the pages describe the old release).
 */

/** One hand-written line and what it names. */
interface Line {
  where: string;
  text: string;
  /** Commands and `command --flag` keys its thv invocations name. */
  thv: Set<string>;
  /** `Kind:path` of a manifest line (`MCPServer:spec.permissionProfile.name`). */
  yamlPath?: string;
  /** The path of a key in our API spec (`components.schemas.v1.x.properties.y`). */
  specPath?: string;
  /** The `thv ...` command whose words a commands.yaml line belongs to, with `--flag` for a flag's words. */
  wordsKey?: string;
}

const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'powershell', 'zsh']);
const YAML = new Set(['yaml', 'yml']);
/** A folder or file named after a release: `v0.3.5`, `v0.3.5.ts`. */
const RELEASE_NAME = /^v\d+\.\d+\.\d+(?:\.ts)?$/;

/** The hand-written files: docs pages, and our words next to the facts. */
export function handWrittenFiles(siteDir: string): string[] {
  const words: string[] = [];
  // Our words are kept per release (src/data/cli/v0.3.5/, src/data/clients/v0.3.5.ts): only the current docs' count.
  const current = tagOfDocsVersion('current');
  const otherRelease = (name: string) => RELEASE_NAME.test(name) && name.replace(/\.ts$/, '') !== current;
  const walk = (dir: string) => {
    const full = path.join(siteDir, dir);
    if (!fs.existsSync(full)) return;
    for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (otherRelease(entry.name)) continue;
      if (entry.isDirectory()) {
        if (rel !== 'src/data/reference' && rel !== 'src/data/diagrams') walk(rel);
      } else if (/\.(ya?ml|json|ts|mdx?)$/.test(entry.name)) words.push(rel);
    }
  };
  // api-specs/ holds only files generated from facts and words.
  walk('src/data');
  return [...new Set([...docPages(siteDir), ...words])].sort();
}

/**
 * Paths of the keys of a YAML text, line by line, from indentation:
 * `spec.env[].name`. Good enough for manifests and our spec, which use
 * block style throughout.
 */
export function yamlKeyPaths(text: string): (string | undefined)[] {
  const stack: { indent: number; key: string }[] = [];
  const out: (string | undefined)[] = [];
  let scalarIndent = -1;
  for (const raw of text.split('\n')) {
    const indent = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (scalarIndent >= 0 && (indent > scalarIndent || !body)) {
      out.push(undefined);
      continue;
    }
    scalarIndent = -1;
    if (!body || body.startsWith('#') || body === '---') {
      if (body === '---') stack.length = 0;
      out.push(undefined);
      continue;
    }
    let rest = body;
    let at = indent;
    if (rest.startsWith('- ') || rest === '-') {
      while (stack.length && (stack.at(-1)!.indent > at || (stack.at(-1)!.indent === at && stack.at(-1)!.key === '[]')))
        stack.pop();
      stack.push({ indent: at, key: '[]' });
      rest = rest.slice(2).trimStart();
      at += 2;
    }
    const m = /^("[^"]*"|'[^']*'|[^\s:'"][^:]*?):(?:\s+(.*))?$/.exec(rest);
    if (!m) {
      out.push(undefined);
      continue;
    }
    while (
      stack.length &&
      stack.at(-1)!.indent >= at &&
      !(stack.at(-1)!.key === '[]' && stack.at(-1)!.indent === at - 2)
    )
      stack.pop();
    stack.push({ indent: at, key: m[1].replace(/^["']|["']$/g, '') });
    if (/^[|>][-+]?\d*$/.test(m[2] ?? '')) scalarIndent = at;
    out.push(
      stack
        .map((s) => s.key)
        .join('.')
        .replace(/\.\[\]/g, '[]'),
    );
  }
  return out;
}

function readLines(siteDir: string, file: string, tree: ThvTree): Line[] {
  const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const lines: Line[] = text
    .split('\n')
    .map((t, i) => ({ where: `${file}:${i + 1}`, text: t, thv: new Set<string>() }));
  const addThv = (at: number, body: string) => {
    for (const { line, invocation } of thvInvocations(body, tree)) {
      const l = lines[at + line];
      if (!l) continue;
      l.thv.add(invocation.command);
      for (const f of invocation.flags) if (f.flag) l.thv.add(`${invocation.command} --${f.flag.name}`);
    }
  };
  if (/\.mdx?$/.test(file)) {
    for (const block of codeBlocks(file, text)) {
      if (SHELL.has(block.lang)) addThv(block.line, block.body);
      if (YAML.has(block.lang)) {
        const paths = yamlKeyPaths(block.body);
        // Each YAML document in the block names its own kind.
        let kind: string | undefined;
        const bodyLines = block.body.split('\n');
        for (let i = 0; i < bodyLines.length; i++) {
          if (bodyLines[i].trim() === '---') kind = undefined;
          const k = /^kind:\s*(\w+)/.exec(bodyLines[i]);
          if (k) kind = k[1];
          if (kind === undefined) {
            for (let j = i; j < bodyLines.length && bodyLines[j].trim() !== '---'; j++) {
              const kk = /^kind:\s*(\w+)/.exec(bodyLines[j]);
              if (kk) {
                kind = kk[1];
                break;
              }
            }
          }
          if (paths[i] && kind && lines[block.line + i]) lines[block.line + i].yamlPath = `${kind}:${paths[i]}`;
        }
      }
    }
  } else if (/^src\/data\/cli\/[^/]+\/commands\.yaml$/.test(file)) {
    let command: string | undefined;
    let inFlags = false;
    for (const l of lines) {
      const p = /^ {2}- path: (.+)$/.exec(l.text);
      if (p) {
        command = p[1].trim();
        inFlags = false;
        l.wordsKey = command;
      }
      if (/^ {4}\w/.test(l.text)) inFlags = /^ {4}flags:/.test(l.text);
      const f = /^ {6}- name: ([\w-]+)/.exec(l.text);
      if (f && inFlags && command) l.wordsKey = `${command} --${f[1]}`;
      const c = /^ {8}command: (.+)$/.exec(l.text);
      if (c) addThv(lines.indexOf(l), c[1]);
    }
  } else if (/\.ya?ml$/.test(file)) {
    yamlKeyPaths(text).forEach((p, i) => {
      if (p) lines[i].specPath = p;
    });
    // The API words and overrides name a fact by its key; a line holding a key names that key alone
    // (`GET /x 404` is a response's words, not the operation's), so one entry counts once.
    if (/^src\/data\/api\/[^/]+\/words\.yaml$/.test(file))
      for (const l of lines) {
        const k = /^ {2}(?:- )?([^\s#-][^:]*?):?$/.exec(l.text);
        if (k) l.wordsKey = k[1];
      }
    else if (file.startsWith('src/data/api/'))
      for (const l of lines) {
        const k = /^\s*(?:- operation: |- )?((?:GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS) \/[^:\s]*(?: [^:]+)?):/.exec(
          l.text,
        );
        if (k) l.wordsKey = k[1];
      }
  }
  return lines;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The CRD reference words file keys fields by Go type, so its lines are found through the type that holds each field. */
function crdWordsLines(siteDir: string, subjectPath: string, kind: string, words: CrdWordsIndex | undefined): string[] {
  return words?.get(`${kind}:${subjectPath}`) ?? [];
}

type CrdWordsIndex = Map<string, string[]>;

/** `Kind:path` → the lines of the current docs' CRD words that hold that field's words. */
async function crdWordsIndex(siteDir: string): Promise<CrdWordsIndex | undefined> {
  const file = crdWordsFile(tagOfDocsVersion('current'));
  const full = path.join(siteDir, file);
  if (!fs.existsSync(full)) return undefined;
  const source = fs.readFileSync(full, 'utf8');
  const words = load(source) as CrdWords;
  const text = source.split('\n');
  const typeStart = new Map<string, number>();
  let inTypes = false;
  text.forEach((l, i) => {
    if (/^\S/.test(l)) inTypes = l.startsWith('types:');
    const m = /^ {2}(\w+):$/.exec(l);
    if (inTypes && m) typeStart.set(m[1], i);
  });
  const starts = [...typeStart.values()].sort((a, b) => a - b);
  const fieldLine = (type: string, field: string) => {
    const start = typeStart.get(type);
    if (start === undefined) return undefined;
    const end = starts.find((s) => s > start) ?? text.length;
    for (let i = start; i < end; i++)
      if (new RegExp(`^ {6}- name: ${escape(field)}$`).test(text[i])) return `${file}:${i + 1}`;
    return undefined;
  };
  const index: CrdWordsIndex = new Map();
  const walk = (kind: string, type: string, prefix: string, depth: number) => {
    if (depth > 12) return;
    for (const f of words.types?.[type]?.fields ?? []) {
      const at = `${prefix}.${f.name}`;
      const line = fieldLine(type, f.name);
      if (line) index.set(`${kind}:${at}`, [line]);
      // Whether the field is a list, a map or an object is a fact the words do not state: index all three.
      if (f.type && words.types[f.type]) for (const s of ['', '[]', '{}']) walk(kind, f.type, at + s, depth + 1);
    }
  };
  for (const [kind, k] of Object.entries(words.kinds ?? {})) {
    walk(kind, k.spec, 'spec', 0);
    walk(kind, k.status, 'status', 0);
  }
  return index;
}

function matcher(subject: Subject, oldCommands: CliCommandFact[]): (l: Line) => boolean {
  switch (subject.kind) {
    case 'command': {
      const re = new RegExp(`\\b${escape(subject.path)}(?![\\w-])`);
      return (l) => l.thv.has(subject.path) || l.wordsKey === subject.path || (!l.thv.size && re.test(l.text));
    }
    case 'flag': {
      const key = `${subject.command} --${subject.flag}`;
      const re = new RegExp(`--${escape(subject.flag)}(?![\\w-])`);
      // A flag name that several commands share names this one only beside the command's name.
      const shared = oldCommands.filter((c) => c.flags.some((f) => f.name === subject.flag)).length > 1;
      const cmd = new RegExp(`\\b${escape(subject.command)}(?![\\w-])`);
      return (l) =>
        l.thv.has(key) ||
        l.wordsKey === key ||
        (!l.thv.size && !l.wordsKey && re.test(l.text) && (!shared || cmd.test(l.text)));
    }
    case 'operation': {
      const re = new RegExp(
        `${escape(subject.path).replace(/\\\{[^}]+\\\}/g, '(?:\\{[^}]+\\}|<[^>]+>|[^/\\s`\'"]+)')}(?![\\w/{-])`,
      );
      const key = `${subject.method} ${subject.path}`;
      return (l) => (l.wordsKey ? l.wordsKey === key : re.test(l.text));
    }
    case 'schema-field': {
      const specPath = `components.schemas.${subject.schema}${subject.field ? `.properties.${subject.field}` : ''}`;
      const named = subject.field
        ? new RegExp(`\\b${escape(subject.schema)}\\.${escape(subject.field)}\\b`)
        : undefined;
      const key = `${subject.schema}${subject.field ? `.${subject.field}` : ''}`;
      return (l) => l.specPath === specPath || l.wordsKey === key || (!!named && named.test(l.text));
    }
    case 'crd-field': {
      const yaml = new RegExp(
        `^${escape(subject.crdKind)}:${escape(subject.path).replace(/\\\{\\\}/g, '\\.[^.\\[]+')}$`,
      );
      const tail = subject.path.replace(/^(spec|status)\./, '');
      const dotted = tail.includes('.')
        ? new RegExp(`(?<![\\w.])(?:(?:spec|status)\\.)?${escape(tail)}(?![\\w])`)
        : undefined;
      const single = tail.includes('.') ? undefined : new RegExp(`\`(?:(?:spec|status)\\.)?${escape(tail)}\``);
      return (l) =>
        (!!l.yamlPath && yaml.test(l.yamlPath)) ||
        (!!dotted && dotted.test(l.text)) ||
        (!!single && !l.yamlPath && /[A-Z]/.test(tail) && single.test(l.text));
    }
    case 'crd-version': {
      const re = new RegExp(`${escape(subject.group)}/${escape(subject.version)}\\b`);
      return (l) => re.test(l.text);
    }
    case 'registry-schema':
      return (l) => /<Registry(SchemaReference|Sample)\b|toolhive-registry-schema\.json/.test(l.text);
  }
}

/** Fills each item's `lines` (and a changed default's `defaultLines`) from the hand-written files under siteDir. */
export async function findNamedLines(
  siteDir: string,
  items: DriftItem[],
  oldCommands: CliCommandFact[],
): Promise<void> {
  const tree = thvTree(oldCommands.filter((c) => !c.hidden && !c.deprecated));
  const lines = handWrittenFiles(siteDir).flatMap((f) => readLines(siteDir, f, tree));
  const crdWords = await crdWordsIndex(siteDir);
  for (const it of items) {
    if (!it.subject || it.change === 'added') continue;
    const match = matcher(it.subject, oldCommands);
    const found = lines.filter(match).map((l) => l.where);
    if (it.subject.kind === 'crd-field')
      found.push(...crdWordsLines(siteDir, it.subject.path, it.subject.crdKind, crdWords));
    it.lines = [...new Set(found)];
    if (it.oldDefault !== undefined) {
      const value = new RegExp(`(?<![\\w.-])${escape(it.oldDefault)}(?![\\w.-])|\\bdefault`, 'i');
      // A command line that passes the old value states no default; prose or a comment that says it does.
      it.defaultLines = lines
        .filter((l) => match(l) && value.test(l.thv.size ? (/#.*$/.exec(l.text)?.[0] ?? '') : l.text))
        .map((l) => l.where);
    }
  }
}
