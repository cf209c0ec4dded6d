import { createContext } from 'react';

/** The tokens the build wrote for the code block being rendered (./lines.ts, as JSON). */
export const BuildTokens = createContext<string | undefined>(undefined);
