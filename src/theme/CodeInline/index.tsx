import React, { type ReactNode } from 'react';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import type { WrapperProps } from '@docusaurus/types';
import { BREAKABLE, GLUED_CLASS } from '@site/src/features/inline-code/tokens';

type Props = WrapperProps<typeof CodeInlineType>;

/** Where a token may break: after each run of slashes or backslashes, or after each run of dots. */
const SLASHES = { has: /[/\\]/, after: /(?<=[/\\])(?=[^/\\])/ };
const DOTS = { has: /\./, after: /(?<=\.)(?=[^.])/ };

/**
 * A token wider than its column breaks after a slash or a backslash
 * (`ghcr.io/stacklok/`, `%APPDATA%\\Code\\`), and nowhere else unless a
 * part is still too wide. A table column is then only as wide as a token's
 * longest part, so a table of image names or paths fits the page instead of
 * scrolling sideways.
 */
const breaksAfter = (token: string, at: typeof SLASHES): ReactNode =>
  at.has.test(token)
    ? token.split(at.after).map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))
    : token;

/**
 * Browsers may break a line after a hyphen or a slash, so `--transport` could
 * end one line with `--` and start the next with `transport`. Each such
 * whitespace-separated token becomes an inline block (src/css/custom.css,
 * "Inline code"): it moves to the next line whole, and only a token wider
 * than the column breaks inside.
 */
export default function CodeInlineWrapper({ children, ...props }: Props): ReactNode {
  if (typeof children !== 'string') return <CodeInline {...props}>{children}</CodeInline>;
  // A token glued to the punctuation after it may also break after a dot (src/features/inline-code),
  // unless it has slashes to break after: `ghcr.io/org/` then `image:v0.44.0`, never `v0.` then `44.0`.
  const glued = !!props.className?.split(' ').includes(GLUED_CLASS);
  return (
    <CodeInline {...props}>
      {children.split(/(\s+)/).map((part, i) =>
        i % 2 === 0 && BREAKABLE.test(part) ? (
          <span key={i} className="code-token">
            {breaksAfter(part, glued && !SLASHES.has.test(part) ? DOTS : SLASHES)}
          </span>
        ) : (
          part
        ),
      )}
    </CodeInline>
  );
}
