/** Lets a reader point the published site at a model on their own machine (see README); loopback only. */
export const RUNTIME_CHAT_URL_KEY = 'thv-docs.ask.chatUrl';

/** The chat endpoint the question mode uses: the reader's loopback one, else the site's (AI_CHAT_URL), else none. */
export function chatEndpoint(siteChatUrl: string | null): string | null {
  try {
    const url = window.localStorage.getItem(RUNTIME_CHAT_URL_KEY);
    if (url && /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) return url;
  } catch {
    /* storage disabled */
  }
  return siteChatUrl;
}
