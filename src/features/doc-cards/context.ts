import { createContext } from 'react';

/**
 * The descriptions of the doc cards on the page, by doc id, from the route
 * module src/features/doc-cards/plugin.ts gives a page that shows cards.
 */
export const CardDescriptionsContext = createContext<Readonly<Record<string, string>>>({});
