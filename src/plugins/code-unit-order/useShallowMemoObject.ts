import { useMemo } from 'react';

// The theme-common module that imports this file also imports this from reactUtils.
export { ReactContextError } from '@docusaurus/theme-common';

/**
 * theme-common's useShallowMemoObject, with the keys put in code-unit order
 * instead of by localeCompare: the order only has to be the same from one
 * render to the next.
 */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const entries = Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the dependencies are the object's own entries.
  return useMemo(() => obj, entries.flat());
}
