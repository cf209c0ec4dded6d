import React, { type ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import { BuildTokens } from '../../patches/code-highlight/context';

/** Hands a fenced block's `highlighted` prop (src/patches/code-highlight/remark.ts) to CodeBlock/Content. */
export default function CodeBlockWithBuildTokens({
  highlighted,
  ...props
}: Props & { highlighted?: string }): ReactNode {
  return (
    <BuildTokens.Provider value={highlighted}>
      <CodeBlock {...props} />
    </BuildTokens.Provider>
  );
}
