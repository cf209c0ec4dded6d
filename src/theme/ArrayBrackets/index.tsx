import React from 'react';

/*
 * Replaces the OpenAPI theme's array brackets. Upstream renders each bracket
 * as an <li>, but Schema places them inside plain <div>s as often as inside
 * lists, which leaves list items without a list (axe rule "listitem"); it
 * also dims them with opacity, below the contrast minimum.
 */
export function OpeningArrayBracket(): React.JSX.Element {
  return (
    <div className="openapi-array-bracket" style={{ paddingBottom: '.5rem' }}>
      Array [
    </div>
  );
}

export function ClosingArrayBracket(): React.JSX.Element {
  return <div className="openapi-array-bracket">]</div>;
}
