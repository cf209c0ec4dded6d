import React, { type ReactNode } from 'react';
import Buttons from '@theme-init/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type { WrapperProps } from '@docusaurus/types';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { useNearViewport } from '../useNearViewport';

type Props = WrapperProps<typeof ButtonsType>;

/** A block's Copy and word-wrap buttons, made once the block nears the viewport (../useNearViewport). */
export default function ButtonsNearViewport(props: Props): ReactNode {
  const { wordWrap } = useCodeBlockContext();
  return useNearViewport(wordWrap.codeBlockRef) ? <Buttons {...props} /> : null;
}
