/**
 * Replaces docusaurus-theme-openapi-docs@5.2.0's Markdown, which ships
 * react-markdown, remark-gfm and rehype-raw to every API operation page
 * (94 KB of gzipped JS on create-workload), with the small subset the
 * reference uses (see ./parse). Raw HTML is never rendered. The question
 * mode renders its answers with it too, so the site has one Markdown renderer;
 * an answer still streaming, with a fence not yet closed, shows as code so far.
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import { parseMarkdown, type Block, type Inline } from './parse';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'link':
        // Link moves within the site without a reload and opens other sites in a new tab.
        return (
          <Link key={i} to={node.href}>
            {renderInline(node.children)}
          </Link>
        );
      case 'break':
        return <br key={i} />;
    }
  });
}

function renderBlock(block: Block, i: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={i}>{renderInline(block.children)}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={i}>
          {block.items.map((item, j) => (
            <li key={j}>{renderInline(item)}</li>
          ))}
        </List>
      );
    }
    case 'code':
      return (
        <CodeBlock key={i} language={block.language}>
          {block.text}
        </CodeBlock>
      );
    case 'table':
      return (
        <table key={i}>
          <thead>
            <tr>
              {block.head.map((cell, j) => (
                <th key={j}>{renderInline(cell)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, j) => (
              <tr key={j}>
                {row.map((cell, k) => (
                  <td key={k}>{renderInline(cell)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

export default function Markdown({ children }: { children?: string | number; className?: string }): ReactNode {
  const text = typeof children === 'number' ? String(children) : children;
  if (typeof text !== 'string' || !text.trim()) return null;
  return <>{parseMarkdown(text).map(renderBlock)}</>;
}
