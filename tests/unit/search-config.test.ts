import { describe, expect, it } from 'vitest';
import { searchSettings } from '../../src/features/search/config';

const repo = 'https://github.com/stacklok/toolhive-docs';

describe('search environment switches', () => {
  it('uses the local index with placeholder credentials and no chat endpoint by default', () => {
    const s = searchSettings({}, repo);
    expect(s.local).toBe(true);
    expect(s.customFields).toEqual({ mode: 'local', chatUrl: null, chatModel: null, issueUrl: `${repo}/issues/new` });
    expect(s.algolia).toMatchObject({
      contextualSearch: true,
      searchPagePath: 'search',
      askAi: { assistantId: 'local' },
    });
  });

  it('switches to hosted Algolia when all three variables are set', () => {
    const s = searchSettings(
      { ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'KEY', ALGOLIA_INDEX_NAME: 'stacklok', ALGOLIA_ASSISTANT_ID: 'asst' },
      repo,
    );
    expect(s.local).toBe(false);
    expect(s.algolia).toMatchObject({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'stacklok',
      askAi: { assistantId: 'asst' },
      contextualSearch: true,
    });
  });

  it('fails naming the missing variables when only some are set', () => {
    expect(() => searchSettings({ ALGOLIA_APP_ID: 'APP' }, repo)).toThrow(
      /missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME/,
    );
    expect(() => searchSettings({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'KEY' }, repo)).toThrow(
      /missing: ALGOLIA_INDEX_NAME\./,
    );
  });

  it('passes AI_CHAT_URL and AI_CHAT_MODEL to the question mode in local mode', () => {
    const s = searchSettings(
      { AI_CHAT_URL: 'http://127.0.0.1:11434/v1/chat/completions', AI_CHAT_MODEL: 'llama3.2' },
      repo,
    );
    expect(s.customFields).toMatchObject({
      chatUrl: 'http://127.0.0.1:11434/v1/chat/completions',
      chatModel: 'llama3.2',
    });
  });
});
