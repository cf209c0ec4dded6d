// docusaurus-theme-openapi-docs ships no declarations for its theme aliases.
declare module '@theme/SchemaItem' {
  import type { ComponentType, ReactNode } from 'react';
  const SchemaItem: ComponentType<{
    name: string;
    collapsible: boolean;
    schemaName: string;
    schema: unknown;
    discriminator: boolean;
    children: ReactNode;
  }>;
  export default SchemaItem;
}

declare module '@theme-init/ApiExplorer' {
  import type { ComponentType } from 'react';
  const ApiExplorer: ComponentType<Record<string, unknown>>;
  export default ApiExplorer;
}

declare module '@theme-init/ApiExplorer/persistenceMiddleware' {
  type Dispatch = (action: unknown) => unknown;
  export function createPersistenceMiddleware(options: unknown): (store: unknown) => (next: Dispatch) => Dispatch;
}
