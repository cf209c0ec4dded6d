import { describe, expect, it } from 'vitest';
import { pathWords } from '../../src/theme/NotFound/Content/pathWords';

describe('404 page: the missing path as a search query', () => {
  it('splits the path into words and drops parts every docs path has', () => {
    expect(pathWords('/toolhive/guides-cli/run-mcp-servers.html', 64)).toBe('guides cli run mcp servers');
    expect(pathWords('/docs/toolhive/reference/cli/thv_run/', 64)).toBe('reference cli thv run');
  });

  it('decodes escapes, and keeps going past a malformed one', () => {
    expect(pathWords('/toolhive/secrets%20keyring', 64)).toBe('secrets keyring');
    expect(pathWords('/toolhive/bad%E0%A4%A', 64)).toBe('bad e0 a4 a');
  });

  it('stops at the query cap on a word boundary', () => {
    expect(pathWords('/one-two-three-four', 13)).toBe('one two three');
    expect(pathWords('/toolhive/', 64)).toBe('');
  });
});
