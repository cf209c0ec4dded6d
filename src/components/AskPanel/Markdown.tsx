import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';

/**
 * Renders answer text, quoted from the docs or streamed from a model, as a
 * small Markdown subset into React elements: paragraphs, fenced code blocks
 * (the site's own code block, with its copy button), bullet and numbered
 * lists, inline code, bold, and links to the site or the web. Raw HTML is
 * never interpreted: it stays visible as text. A fence still open (a reply
 * mid-stream) renders as code so far.
 */
function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /`([^`]+)`|\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let i = 0;
  for (const m of text.matchAll(re)) {
    if (m.index! > last) out.push(text.slice(last, m.index));
    const k = `${key}-${i++}`;
    if (m[1] !== undefined) out.push(<code key={k}>{m[1]}</code>);
    else if (m[2] !== undefined) out.push(<strong key={k}>{inline(m[2], k)}</strong>);
    else if (/^(\/|#|https?:\/\/)/.test(m[4]))
      out.push(
        <Link key={k} to={m[4]}>
          {inline(m[3], k)}
        </Link>,
      );
    else out.push(m[0]);
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type Block =
  | { type: 'code'; language: string; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'paragraph'; text: string };

const ITEM = /^\s*([-*]|\d+\.)\s+/;

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  let para: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ type: 'paragraph', text: para.join(' ') });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^\s*(`{3,}|~{3,})\s*([\w+#-]*)\s*$/.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      while (
        ++i < lines.length &&
        !(lines[i].trim().startsWith(fence[1]) && !lines[i].trim().slice(fence[1].length).trim())
      )
        code.push(lines[i]);
      blocks.push({ type: 'code', language: fence[2], text: code.join('\n') });
      continue;
    }
    if (ITEM.test(line)) {
      flush();
      const ordered = /^\s*\d+\./.test(line);
      const items = [line.replace(ITEM, '')];
      while (i + 1 < lines.length && ITEM.test(lines[i + 1])) items.push(lines[++i].replace(ITEM, ''));
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    if (!line.trim()) flush();
    else para.push(line.trim());
  }
  flush();
  return blocks;
}

export default function Markdown({ text }: { text: string }): ReactNode {
  return parseBlocks(text).map((block, b) => {
    if (block.type === 'code')
      return (
        <CodeBlock key={b} language={block.language || 'text'}>
          {block.text}
        </CodeBlock>
      );
    if (block.type === 'list') {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag key={b}>
          {block.items.map((item, i) => (
            <li key={i}>{inline(item, `${b}-${i}`)}</li>
          ))}
        </Tag>
      );
    }
    return <p key={b}>{inline(block.text, String(b))}</p>;
  });
}
