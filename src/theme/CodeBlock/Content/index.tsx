// Ejected from theme-classic 3.10.2: the component's comment below says what changes.
import React, { useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import type { PrismTheme } from 'prism-react-renderer';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Content';
import type { Props as LineProps } from '@theme/CodeBlock/Line';
import { usePrecomputedTokens } from '../precomputed';
import { LIGHT_LANGUAGES } from '../../../plugins/code-highlight/prism-light-languages';
import {
  decodeLines,
  layeredStyle,
  linesMarkup,
  linesText,
  styledTypes,
  type StyledTypes,
  plainLines,
  prismLines,
  type EncodedLines,
  type LineToken,
} from '../../../plugins/code-highlight/tokens';
import styles from './styles.module.css';

type Lines = LineProps['line'][];

// Colours come from classes (src/plugins/code-highlight), so these add none of
// prism-react-renderer's inline styles.
const getLineProps: LineProps['getLineProps'] = (input) => {
  const attributes: Partial<typeof input> = { ...input };
  delete attributes.line; // Line passes the tokens in; they are not an attribute.
  return { ...attributes, className: clsx('token-line', input.className) };
};
function tokenPropsGetter(styled: StyledTypes): LineProps['getTokenProps'] {
  return ({ token, className, ...rest }) => ({
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: token.empty ? { display: 'inline-block' } : layeredStyle(token.types, styled),
  });
}

const styledForConfig = new WeakMap<object, StyledTypes>();

// The Prism types either colour mode styles, worked out once per theme config.
function useStyledTypes(): StyledTypes {
  const { prism } = useThemeConfig();
  let styled = styledForConfig.get(prism);
  if (!styled) {
    const { theme, darkTheme } = prism as { theme: PrismTheme; darkTheme?: PrismTheme };
    styled = styledTypes(darkTheme ? [theme, darkTheme] : [theme]);
    styledForConfig.set(prism, styled);
  }
  return styled;
}

function fromBuild(json: string | undefined, code: string): LineToken[][] | undefined {
  if (!json) return undefined;
  const lines = JSON.parse(json) as EncodedLines;
  // Magic comments remove lines before this point; then the tokens no longer fit.
  return linesText(lines) === code ? decodeLines(lines) : undefined;
}

/**
 * Code the build could not highlight (blocks rendered from data, the API
 * pages' samples) starts as plain text, identical on server and client, and
 * is coloured once Prism has loaded, which only such pages download.
 */
function useBrowserHighlighting(code: string, language: string, skip: boolean): LineToken[][] | undefined {
  const [lines, setLines] = useState<{ code: string; language: string; lines: LineToken[][] }>();
  useEffect(() => {
    if (skip) return undefined;
    let current = true;
    const runtime = LIGHT_LANGUAGES.has(language)
      ? import('../../../plugins/code-highlight/prism-light')
      : import('prism-react-renderer');
    void runtime.then((renderer) => {
      const highlighted = prismLines(renderer, code, language);
      if (current && highlighted) setLines({ code, language, lines: highlighted });
    });
    return () => {
      current = false;
    };
  }, [code, language, skip]);
  return lines && lines.code === code && lines.language === language ? lines.lines : undefined;
}

const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  // tabIndex: scrolling code must be reachable by keyboard.
  <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
));
Pre.displayName = 'Pre';

/**
 * Ejected from theme-classic 3.10.2, where this component tokenized every
 * block with Prism in the browser. Here the lines come from the build when
 * it highlighted the block, and from a Prism loaded on demand otherwise.
 * Build-highlighted lines without line numbers render as one string of
 * markup (see linesMarkup), so hydration does not walk every token.
 */
export default function CodeBlockContent({ className: classNameProp }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const styled = useStyledTypes();
  const json = usePrecomputedTokens();
  const built = useMemo(() => fromBuild(json, code), [json, code]);
  const highlighted = useBrowserHighlighting(code, language, built !== undefined);
  const markup = useMemo(
    () => (built && lineNumbersStart === undefined ? linesMarkup(built, lineClassNames, styled) : undefined),
    [built, lineNumbersStart, lineClassNames, styled],
  );
  const getTokenProps = useMemo(() => tokenPropsGetter(styled), [styled]);
  const lines = (built ?? highlighted ?? plainLines(code)) as Lines;
  const codeClassName = clsx(
    styles.codeBlockLines,
    lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
  );
  return (
    <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, `prism-code language-${language}`)}>
      {markup !== undefined ? (
        <code className={codeClassName} dangerouslySetInnerHTML={{ __html: markup }} />
      ) : (
        <code
          className={codeClassName}
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
      )}
    </Pre>
  );
}
