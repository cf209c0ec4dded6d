import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { PrecomputedTokens } from './precomputed';

// The text of the children when they are only strings, so it can be copied;
// otherwise the children as they are.
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : (children as string);
}

/**
 * Ejected from theme-classic 3.10.2: its CodeBlock with two changes. Fenced
 * code arrives with its tokens from the build (`highlighted`,
 * src/plugins/code-highlight), handed to Content through context. And no
 * remount after hydration: theme-classic re-keys every block once in the
 * browser because its colours were inline styles of the default mode; ours
 * are classes.
 */
export default function CodeBlock({
  children: rawChildren,
  highlighted,
  ...props
}: Props & { highlighted?: string }): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <PrecomputedTokens.Provider value={highlighted}>
      <StringContent {...props}>{children}</StringContent>
    </PrecomputedTokens.Provider>
  );
}
