import fs from 'node:fs';
import path from 'node:path';
import { load, type YAMLException } from 'js-yaml';

/**
 * A YAML file's data, for the words files the references are joined from. A
 * missing file fails naming it; a malformed one names the file, the line,
 * the column and the reason, and quotes the line, rather than printing
 * js-yaml's excerpt of the file.
 */
export function readYaml(siteDir: string, file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  } catch (error) {
    throw new Error(`${file}: cannot read: ${(error as Error).message}`);
  }
  try {
    return load(text);
  } catch (error) {
    const { mark, reason } = error as YAMLException;
    if (!mark) throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
    const line = mark.line + 1;
    throw new Error(
      `${file}:${line}:${mark.column + 1}: not valid YAML: ${reason}\n  ${line} | ${text.split('\n')[mark.line]}`,
    );
  }
}
