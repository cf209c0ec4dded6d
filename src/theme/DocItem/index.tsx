import React, { type ComponentType, type ReactNode } from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DocItemType>;

/**
 * Generated API operation pages export the OpenAPI theme's ApiItem as
 * `itemComponent` (src/features/api-reference). Taking it from the page's
 * content keeps ApiItem's code out of every other doc page, and since route
 * content loads before hydration it renders without a Suspense boundary.
 */
export default function DocItemWrapper(props: Props): ReactNode {
  const PageItem = (props.content as { itemComponent?: ComponentType<Props> }).itemComponent;
  return PageItem ? <PageItem {...props} /> : <DocItem {...props} />;
}
