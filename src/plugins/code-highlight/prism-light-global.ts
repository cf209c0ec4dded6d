// prismjs' grammar files register on a global `Prism`; this hands them the
// core instance (see prism-light.ts).
import Prism from 'prismjs/components/prism-core';

(globalThis as { Prism?: unknown }).Prism = Prism;
export {};
