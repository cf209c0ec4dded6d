import React, { type ComponentType, type ReactNode } from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type { WrapperProps } from '@docusaurus/types';
import { CardDescriptionsContext } from '@site/src/features/doc-cards/context';

type Props = WrapperProps<typeof DocItemType> & { cardDescriptions?: Record<string, string> };

/**
 * Generated API operation pages export the OpenAPI theme's ApiItem as
 * `itemComponent` (src/features/api-reference). Taking it from the page's
 * content keeps ApiItem's code out of every other doc page, and since route
 * content loads before hydration it renders without a Suspense boundary.
 *
 * A page that shows doc cards gets their descriptions as a route module
 * (src/features/doc-cards/plugin.ts), for src/theme/DocCard.
 */
export default function DocItemWrapper({ cardDescriptions, ...props }: Props): ReactNode {
  const PageItem = (props.content as { itemComponent?: ComponentType<typeof props> }).itemComponent;
  const item = PageItem ? <PageItem {...props} /> : <DocItem {...props} />;
  if (!cardDescriptions) return item;
  return <CardDescriptionsContext.Provider value={cardDescriptions}>{item}</CardDescriptionsContext.Provider>;
}
