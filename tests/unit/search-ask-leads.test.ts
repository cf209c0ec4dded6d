import { describe, expect, it } from 'vitest';
import { askLeads, KEYWORD_WORDS } from '../../src/features/search/ui/SearchBar/askLeads';

describe('search modal: which entry Enter opens', () => {
  it('a keyword query leaves the top hit first', () => {
    for (const query of ['secrets', 'container runtime', 'thv run --transport', 'is', 'howto', 'registry server json'])
      expect(askLeads(query), query).toBe(false);
  });

  it('a question leads with "Ask the docs"', () => {
    for (const query of ['how do I store a secret', 'What is a group', 'secrets keyring?', 'Does thv need Docker'])
      expect(askLeads(query), query).toBe(true);
  });

  it(`more than ${KEYWORD_WORDS} words read as a question`, () => {
    expect(askLeads('one two three four')).toBe(false);
    expect(askLeads('store github token in keyring')).toBe(true);
  });
});
