import React, { type ComponentType, type ReactNode } from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type { WrapperProps } from '@docusaurus/types';
import { CARD_DESCRIPTIONS, CardDescriptionsContext } from '@site/src/features/doc-cards/context';

type Props = WrapperProps<typeof DocItemType>;

/**
 * Generated API operation pages export the OpenAPI theme's ApiItem as
 * `itemComponent` (src/features/api-reference). Taking it from the page's
 * content keeps ApiItem's code out of every other doc page, and since route
 * content loads before hydration it renders without a Suspense boundary.
 *
 * A page that shows doc cards has their descriptions in its metadata
 * (src/features/doc-cards/plugin.ts), for src/theme/DocCard.
 */
export default function DocItemWrapper(props: Props): ReactNode {
  const PageItem = (props.content as { itemComponent?: ComponentType<Props> }).itemComponent;
  const item = PageItem ? <PageItem {...props} /> : <DocItem {...props} />;
  const cards = (props.content.metadata as { [CARD_DESCRIPTIONS]?: Record<string, string> })[CARD_DESCRIPTIONS];
  return cards ? <CardDescriptionsContext.Provider value={cards}>{item}</CardDescriptionsContext.Provider> : item;
}
