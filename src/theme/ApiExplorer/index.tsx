/**
 * Wraps the OpenAPI theme's ApiExplorer (the Try-it panel and code samples).
 * ApiItem, the item component of every doc page, imports it, and with it the
 * request builder and code generators (hundreds of KB of JS) would load on
 * every page. The explorer only ever renders in the browser, after mount
 * (ApiItem puts it inside BrowserOnly), so loading it lazily here costs no
 * server HTML and never suspends during hydration.
 */
import React, { lazy, Suspense, type ReactNode } from 'react';

const OriginalApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

export default function ApiExplorer(props: Record<string, unknown>): ReactNode {
  return (
    <Suspense fallback={null}>
      <OriginalApiExplorer {...props} />
    </Suspense>
  );
}
