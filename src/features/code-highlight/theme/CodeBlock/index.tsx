/**
 * @docusaurus/theme-classic@3.10.2's CodeBlock, without the `key` that
 * remounts every block once the page has hydrated. That remount exists to
 * swap the server's inline Prism colours for the current mode's; here token
 * colours are CSS classes (src/features/code-highlight), so it only threw away
 * and rebuilt the DOM of every block on the page. It also hands a fenced
 * block's build-time tokens (`highlighted`, from the patch's remark plugin)
 * to CodeBlock/Content.
 */
import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { BuildTokens } from '../../context';

// A plain string when the children are only strings, so the block can be copied.
const stringOrElements = (children: ReactNode) =>
  React.Children.toArray(children).some(isValidElement) || !Array.isArray(children) ? children : children.join('');

export default function CodeBlock({ children, highlighted, ...props }: Props & { highlighted?: string }): ReactNode {
  const content = stringOrElements(children);
  return (
    <BuildTokens.Provider value={highlighted}>
      {typeof content === 'string' ? (
        <StringContent {...props}>{content}</StringContent>
      ) : (
        <ElementContent {...props}>{content}</ElementContent>
      )}
    </BuildTokens.Provider>
  );
}
