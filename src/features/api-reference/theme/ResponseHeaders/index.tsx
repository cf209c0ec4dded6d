import React from 'react';
import SchemaItem from '@theme/SchemaItem';
import { getSchemaName } from 'docusaurus-theme-openapi-docs/lib/markdown/schema';

type HeaderSchema = Parameters<typeof getSchemaName>[0];

/*
 * Replaces docusaurus-theme-openapi-docs 5.2.0's ResponseHeaders, which puts <div> rows straight inside
 * a <ul>. SchemaItem is also used outside lists, so the <li> is added here
 * rather than by wrapping SchemaItem.
 */
export default function ResponseHeaders({
  responseHeaders,
}: {
  responseHeaders?: Record<string, HeaderSchema>;
}): React.JSX.Element | null {
  if (!responseHeaders) return null;
  return (
    <ul style={{ marginLeft: '1rem' }}>
      {Object.entries(responseHeaders).map(([name, schema]) => (
        <li key={name} className="openapi-list-row">
          <SchemaItem
            name={name}
            collapsible={false}
            schemaName={getSchemaName(schema)}
            schema={schema}
            discriminator={false}
          >
            {null}
          </SchemaItem>
        </li>
      ))}
    </ul>
  );
}
