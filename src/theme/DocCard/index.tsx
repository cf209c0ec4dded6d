import React, { useContext, type ReactNode } from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type { WrapperProps } from '@docusaurus/types';
import { CardDescriptionsContext } from '@site/src/features/doc-cards/context';

type Props = WrapperProps<typeof DocCardType>;

/**
 * A doc's card shows the doc's description. The version metadata every page
 * loads no longer lists the docs (src/features/doc-cards/plugin.ts), so the
 * card gets its description from the page that shows cards, and no doc id:
 * the theme's card would look the id up in that list and throw.
 */
export default function DocCardWrapper({ item }: Props): ReactNode {
  const descriptions = useContext(CardDescriptionsContext);
  if (item.type !== 'link' || !item.docId) return <DocCard item={item} />;
  const { docId, ...link } = item;
  return <DocCard item={{ ...link, description: item.description ?? descriptions[docId] }} />;
}
