import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

/**
 * Renders answer text as a small Markdown subset (paragraphs, lists, inline
 * code, bold, links) into React elements. Raw HTML is never interpreted:
 * it stays visible as text.
 */
function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let i = 0;
  for (const m of text.matchAll(re)) {
    if (m.index! > last) out.push(text.slice(last, m.index));
    const k = `${key}-${i++}`;
    if (m[1] !== undefined) out.push(<code key={k}>{m[1]}</code>);
    else if (m[2] !== undefined) out.push(<strong key={k}>{m[2]}</strong>);
    else if (/^(\/|#|https?:\/\/)/.test(m[4]))
      out.push(
        <Link key={k} to={m[4]}>
          {m[3]}
        </Link>,
      );
    else out.push(m[0]);
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export default function Markdown({ text }: { text: string }): ReactNode {
  const blocks = text.split(/\n{2,}/).filter((b) => b.trim());
  return blocks.map((block, b) => {
    const lines = block.split('\n');
    if (lines.every((l) => /^\s*([-*]|\d+\.)\s+/.test(l))) {
      const Tag = /^\s*\d+\./.test(lines[0]) ? 'ol' : 'ul';
      return (
        <Tag key={b}>
          {lines.map((l, i) => (
            <li key={i}>{inline(l.replace(/^\s*([-*]|\d+\.)\s+/, ''), `${b}-${i}`)}</li>
          ))}
        </Tag>
      );
    }
    if (block.startsWith('```')) {
      return (
        <pre key={b}>
          <code>{block.replace(/^```\w*\n?|```$/g, '')}</code>
        </pre>
      );
    }
    return <p key={b}>{inline(block.replace(/\n/g, ' '), String(b))}</p>;
  });
}
