import React, { type ComponentProps } from 'react';
import ParamsItem from '@theme-init/ParamsItem';

/*
 * ParamsDetails lists parameters in a <ul> but each row is a <div>; the <li>
 * keeps the list valid for assistive technology (axe rule "list").
 * ParamsDetails is this component's only caller.
 */
export default function ParamsItemInList(props: ComponentProps<typeof ParamsItem>): React.JSX.Element {
  return (
    <li className="openapi-list-row">
      <ParamsItem {...props} />
    </li>
  );
}
