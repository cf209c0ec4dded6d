import { createContext } from 'react';

/**
 * The descriptions of the doc cards on the page, by doc id, from the page's
 * metadata (src/features/doc-cards/plugin.ts adds them to a page that shows cards).
 */
export const CardDescriptionsContext = createContext<Readonly<Record<string, string>>>({});

/** The field of a card page's doc metadata that carries its cards' descriptions. */
export const CARD_DESCRIPTIONS = 'cardDescriptions';
