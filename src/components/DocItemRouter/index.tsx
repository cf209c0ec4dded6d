import React, { lazy, Suspense, type ReactNode } from 'react';
import DocItem from '@theme/DocItem';
import type { Props } from '@theme/DocItem';

// The OpenAPI theme's ApiItem pulls in the API explorer and its code
// generators (about 1.6 MB of gzipped JS). As the docs plugin's only item
// component it would load on every page, so only generated API pages (front
// matter `api` or `schema`) fetch it. The static build waits for it
// (renderToPipeableStream onAllReady), so their HTML is complete.
const ApiItem = lazy(() => import('@theme/ApiItem'));

export default function DocItemRouter(props: Props): ReactNode {
  const frontMatter = props.content.frontMatter as Record<string, unknown>;
  if (!frontMatter.api && !frontMatter.schema) return <DocItem {...props} />;
  return (
    <Suspense fallback={null}>
      <ApiItem {...props} />
    </Suspense>
  );
}
