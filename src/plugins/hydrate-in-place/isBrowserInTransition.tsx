import React, { startTransition, useEffect, useState, type ReactNode } from 'react';

export const Context = React.createContext(false);

/** Docusaurus core's BrowserContextProvider, with the switch to `true` made a transition. */
export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
