import { createContext, useContext } from 'react';

/** The build's tokens for the code block being rendered (JSON of tokens.ts's EncodedLines). */
export const PrecomputedTokens = createContext<string | undefined>(undefined);

export const usePrecomputedTokens = (): string | undefined => useContext(PrecomputedTokens);
