/**
 * Wraps the OpenAPI theme's ApiExplorer (the Try-it panel and its code
 * samples in five languages). Its code is about 215 KB of gzipped JS, more
 * than the rest of an operation page together, so it loads when the reader
 * asks for it; until then the panel shows the curl call, which needs none of
 * it. Once opened it stays open on every operation page for the session.
 * ApiItem renders this only in the browser, after mount, so nothing here
 * touches the server HTML or hydration.
 */
import React, { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { curlCommand, type ApiOperation } from './curl';

const OriginalApiExplorer = lazy(() => import('@theme-init/ApiExplorer'));
const OPEN_KEY = 'toolhive-docs:api-explorer-open';

function rememberedOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Moves focus into the builder once it has loaded, so a keyboard reader lands where the button was. */
function FocusWhenLoaded({ target }: { target: RefObject<HTMLDivElement | null> }): null {
  useEffect(() => target.current?.focus(), [target]);
  return null;
}

export default function ApiExplorer(props: { item: ApiOperation; infoPath?: string }): ReactNode {
  const [open, setOpen] = useState(rememberedOpen);
  const [openedHere, setOpenedHere] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  if (open) {
    return (
      <div ref={panel} tabIndex={-1} className="api-explorer-panel">
        <Suspense fallback={<p role="status">Loading the request builder…</p>}>
          <OriginalApiExplorer {...props} />
          {openedHere && <FocusWhenLoaded target={panel} />}
        </Suspense>
      </div>
    );
  }
  return (
    <div className="api-explorer-launcher">
      <CodeBlock language="bash" title="curl">
        {curlCommand(props.item)}
      </CodeBlock>
      <p>
        Send this request to your own <code>thv serve</code> from the page, edit its parameters and body, and get the
        call in Python, Node.js, Go and PowerShell.
      </p>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => {
          try {
            sessionStorage.setItem(OPEN_KEY, 'true');
          } catch {
            // Private modes can refuse storage; the builder still opens on this page.
          }
          setOpenedHere(true);
          setOpen(true);
        }}
      >
        Open the request builder
      </button>
    </div>
  );
}
