/**
 * Streams an answer from an OpenAI-compatible chat completions endpoint
 * (AI_CHAT_URL), grounded on doc sections retrieved from the local index.
 */
import type { Source } from '../engine/answer';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  url: string;
  model?: string | null;
  question: string;
  history: ChatTurn[];
  sources: Source[];
  onToken: (token: string) => void;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/** The excerpts a model answers from: each section's title, URL, prose, and code blocks verbatim. */
export function excerpt(s: Source): string {
  const code = s.code.map((c) => `\`\`\`${c.language}\n${c.text}\n\`\`\``);
  return [`[${s.n}] ${s.title} (${s.url})`, s.text, ...code].filter(Boolean).join('\n');
}

export function systemPrompt(sources: Source[]): string {
  const context = sources.map(excerpt).join('\n\n');
  return [
    'You answer questions about ToolHive using only the documentation excerpts below.',
    'Cite excerpts as [n]. If the excerpts do not contain the answer, say that the documentation does not cover it.',
    'Quote commands from the excerpts exactly, in fenced code blocks.',
    'Reply in plain Markdown without HTML.',
    '',
    context || '(no matching excerpts)',
  ].join('\n');
}

/** Sends the question and calls onToken for every streamed piece; resolves with the full text. */
export async function streamChat(req: ChatRequest): Promise<string> {
  const doFetch = req.fetchImpl ?? fetch;
  let res: Response;
  try {
    res = await doFetch(req.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({
        ...(req.model ? { model: req.model } : {}),
        stream: true,
        messages: [
          { role: 'system', content: systemPrompt(req.sources) },
          ...req.history.slice(-6),
          { role: 'user', content: req.question },
        ],
      }),
      signal: req.signal,
    });
  } catch (error) {
    throw new Error(`The answer service could not be reached (${(error as Error).message}).`);
  }
  if (!res.ok || !res.body) throw new Error(`The answer service replied with HTTP ${res.status}.`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let full = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return full;
      try {
        const token = JSON.parse(data)?.choices?.[0]?.delta?.content;
        if (typeof token === 'string' && token) {
          full += token;
          req.onToken(token);
        }
      } catch {
        throw new Error('The answer service sent a malformed stream.');
      }
    }
  }
  return full;
}
