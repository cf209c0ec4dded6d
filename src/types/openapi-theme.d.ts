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

declare module '@theme/ApiItem' {
  import type { ComponentType } from 'react';
  import type { Props } from '@theme/DocItem';
  const ApiItem: ComponentType<Props>;
  export default ApiItem;
}
