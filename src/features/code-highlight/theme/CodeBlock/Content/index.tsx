/**
 * @docusaurus/theme-classic@3.10.2's CodeBlock/Content, changed so the page
 * needs no Prism (src/features/code-highlight): the lines come from the build
 * when it coloured the block, and otherwise start as plain text and are
 * coloured once the block nears the viewport and Prism has loaded. Token
 * colours are classes (the patch's stylesheet) instead of inline styles of
 * the current mode's theme.
 */
import React, { useContext, useEffect, useMemo, useState, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Content';
import type { Props as LineProps } from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import { BuildTokens } from '../../../context';
import { useNearViewport } from '../useNearViewport';
import { decodeLines, linesText, type EncodedLines, type LineToken } from '../../../lines';

const getLineProps: LineProps['getLineProps'] = ({ className }) => ({ className: clsx('token-line', className) });
const getTokenProps: LineProps['getTokenProps'] = ({ token }) => ({
  className: clsx('token', ...token.types),
  children: token.content,
  style: token.empty ? { display: 'inline-block' } : undefined,
});

const plainLines = (code: string) => decodeLines(code.split('\n').map((text) => (text ? [text] : [])));

// Magic comments remove lines before this point; then the build's tokens no longer fit.
function fromBuild(json: string | undefined, code: string): LineToken[][] | undefined {
  const lines = json === undefined ? undefined : (JSON.parse(json) as EncodedLines);
  return lines && linesText(lines) === code ? decodeLines(lines) : undefined;
}

/** Colours code the build could not (code components make in the browser) once the block nears the viewport. */
function useBrowserTokens(
  code: string,
  language: string,
  block: RefObject<HTMLElement | null>,
  skip: boolean,
): LineToken[][] | undefined {
  const [result, setResult] = useState<{ code: string; language: string; lines?: LineToken[][] }>();
  const near = useNearViewport(block, !skip);
  useEffect(() => {
    if (skip || !near) return undefined;
    let current = true;
    void import('./prism').then(({ tokenize }) => {
      if (current) setResult({ code, language, lines: tokenize(code, language) });
    });
    return () => {
      current = false;
    };
  }, [code, language, near, skip]);
  return result?.code === code && result.language === language ? result.lines : undefined;
}

export default function CodeBlockContent({ className: classNameProp }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const json = useContext(BuildTokens);
  const built = useMemo(() => fromBuild(json, code), [json, code]);
  const loaded = useBrowserTokens(code, language, wordWrap.codeBlockRef, built !== undefined);
  const lines = built ?? loaded ?? plainLines(code);
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrolling code must be reachable by keyboard.
      tabIndex={0}
      className={clsx(classNameProp, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : { counterReset: `line-count ${lineNumbersStart - 1}` }}
      >
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}
