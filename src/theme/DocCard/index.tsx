import React, { useContext, type ReactNode } from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type { WrapperProps } from '@docusaurus/types';
import { CardDescriptionsContext } from '@site/src/features/doc-cards/context';

type Props = WrapperProps<typeof DocCardType>;

/**
 * A doc's card shows the doc's description. The docs' descriptions are not in
 * the version metadata every page loads (src/features/doc-cards/plugin.ts);
 * the page that shows cards has its cards' own.
 */
export default function DocCardWrapper({ item }: Props): ReactNode {
  const descriptions = useContext(CardDescriptionsContext);
  const description = item.type === 'link' && item.docId ? descriptions[item.docId] : undefined;
  return <DocCard item={description && item.type === 'link' && !item.description ? { ...item, description } : item} />;
}
