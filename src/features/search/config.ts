/**
 * Environment switches for search, read once by docusaurus.config.ts.
 * With none set, search and the question mode run on the local index and
 * the site never contacts another host.
 */
export interface SearchCustomFields {
  mode: 'local' | 'hosted';
  /** OpenAI-compatible chat completions endpoint (AI_CHAT_URL), or null for the offline answer engine. */
  chatUrl: string | null;
  chatModel: string | null;
  /** Where the "Let us know" link of the no-results screen opens an issue. */
  issueUrl: string;
}

const HOSTED_VARS = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export function searchSettings(env: Record<string, string | undefined>, repoUrl: string) {
  const missing = HOSTED_VARS.filter((name) => !env[name]);
  if (missing.length > 0 && missing.length < HOSTED_VARS.length) {
    throw new Error(
      `Hosted search needs ${HOSTED_VARS.join(', ')}; missing: ${missing.join(', ')}. Set all three, or none for the local index.`,
    );
  }
  const hosted = missing.length === 0;
  const assistantId = hosted ? env.ALGOLIA_ASSISTANT_ID : undefined;
  const algolia = hosted
    ? {
        appId: env.ALGOLIA_APP_ID!,
        apiKey: env.ALGOLIA_API_KEY!,
        indexName: env.ALGOLIA_INDEX_NAME!,
        ...(assistantId ? { askAi: { assistantId } } : {}),
      }
    : {
        // Placeholders: in local mode no request is built from them.
        appId: 'LOCAL',
        apiKey: 'local-index',
        indexName: 'toolhive-docs',
        // Turns on DocSearch's question entry; our SearchBar intercepts it.
        askAi: { assistantId: 'local' },
      };
  const customFields: SearchCustomFields = {
    mode: hosted ? 'hosted' : 'local',
    chatUrl: hosted ? null : (env.AI_CHAT_URL ?? null),
    chatModel: env.AI_CHAT_MODEL ?? null,
    issueUrl: `${repoUrl}/issues/new`,
  };
  return {
    algolia: { ...algolia, contextualSearch: true, searchPagePath: 'search' },
    customFields,
    local: !hosted,
  };
}
