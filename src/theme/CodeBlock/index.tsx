/**
 * @docusaurus/theme-classic@3.10.2's CodeBlock, changed in two ways
 * (src/patches/code-highlight): it hands a fenced block's build tokens
 * (`highlighted`) to CodeBlock/Content, and it does not remount every block
 * once the page has hydrated. The original does, to swap the default mode's
 * inline colours for the reader's; here colours are classes, and the
 * remount made each block a new element after load (a late largest
 * contentful paint, and a long task on a guide with many blocks).
 */
import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { BuildTokens } from '../../patches/code-highlight/context';

// The children as one string when they are only strings, so they can be highlighted and copied.
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({
  children: rawChildren,
  highlighted,
  ...props
}: Props & { highlighted?: string }): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <BuildTokens.Provider value={highlighted}>
      <StringContent {...props}>{children}</StringContent>
    </BuildTokens.Provider>
  );
}
