import React, { memo, type ComponentType, type ReactNode } from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DocItemType>;
type Content = Props['content'];

const memoizedContent = new WeakMap<Content, Content>();

/**
 * ApiItem renders the page's MDX as a fresh element each time it renders, and
 * it renders again right after hydration (it swaps its redux store once in
 * the browser), which re-rendered every schema row on the page in one
 * blocking task. The MDX takes no props, so a memoized copy, carrying the same
 * front matter, metadata and table of contents, skips that pass; its parts
 * that read the store or other contexts still update.
 */
function memoized(content: Content): Content {
  let copy = memoizedContent.get(content);
  if (!copy) {
    copy = Object.assign(memo(content as ComponentType), content) as unknown as Content;
    memoizedContent.set(content, copy);
  }
  return copy;
}

/**
 * Generated API operation pages export the OpenAPI theme's ApiItem as
 * `itemComponent` (src/plugins/api-reference). Taking it from the page's
 * content keeps ApiItem's code out of every other doc page, and since route
 * content loads before hydration it renders without a Suspense boundary.
 */
export default function DocItemWrapper(props: Props): ReactNode {
  const PageItem = (props.content as { itemComponent?: ComponentType<Props> }).itemComponent;
  return PageItem ? <PageItem {...props} content={memoized(props.content)} /> : <DocItem {...props} />;
}
