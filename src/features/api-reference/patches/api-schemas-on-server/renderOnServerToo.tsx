import React, { type ReactNode } from 'react';

/**
 * Stands in for @docusaurus/BrowserOnly in the OpenAPI theme's
 * ParamsDetails, RequestSchema and ResponseSchema (see ./index.ts). None of
 * them reads the window while rendering, so the server can render them too.
 */
export default function RenderOnServerToo({ children }: { children?: () => ReactNode }): ReactNode {
  return <>{children?.()}</>;
}
