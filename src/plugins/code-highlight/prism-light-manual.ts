// Read by prismjs' core as it loads (see prism-light.ts): without `manual`,
// Prism would highlight every code element of the page on its own, inside
// DOM that React owns.
(globalThis as { Prism?: unknown }).Prism = { manual: true, disableWorkerMessageHandler: true };
export {};
