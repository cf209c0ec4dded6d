import React, { type ComponentProps } from 'react';
import Schema from '@theme-init/Schema';

/*
 * The OpenAPI theme renders a request or response schema as <div> rows placed
 * straight inside a <ul>, which screen readers announce as a broken list (axe
 * rule "list"). Only RequestSchema and ResponseSchema use this component, and
 * both put it inside that <ul>, so one <li> around it makes the list valid.
 */
export default function SchemaInList(props: ComponentProps<typeof Schema>): React.JSX.Element {
  return (
    <li className="openapi-list-row">
      <Schema {...props} />
    </li>
  );
}
