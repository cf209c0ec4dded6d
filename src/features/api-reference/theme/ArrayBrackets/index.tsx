import React from 'react';

/*
 * Replaces docusaurus-theme-openapi-docs 5.2.0's ArrayBrackets. Upstream renders each bracket
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
