import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { pack } from '../../src/mcp/package.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed server: its tarball and the folder it was packed from. */
    mcpPackage: { tarball: string; stageDir: string; bundle: string };
  }
}

/** Packs the server from ./build once for every test file. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.resolve('build/search-index.json'))) {
    throw new Error('build/search-index.json is missing: run npm run build before the MCP tests');
  }
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhive-docs-mcp-'));
  const { tarball, stageDir } = await pack({ outDir, version: '0.0.0-test' });
  project.provide('mcpPackage', { tarball, stageDir, bundle: path.join(stageDir, 'dist/toolhive-docs-mcp.cjs') });
  return () => {
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(stageDir, { recursive: true, force: true });
  };
}
