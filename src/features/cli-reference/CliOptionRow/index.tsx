import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * One flag of a CLI options list (a `<dt>` and its `<dd>`) with a stable id
 * (`--flag-name`), registered with Docusaurus so links to it count as valid
 * anchors.
 */
export default function CliOptionRow({ id, children }: { id: string; children: ReactNode }): React.ReactElement {
  useBrokenLinks().collectAnchor(id);
  return (
    <div id={id} className="field-list__item">
      {children}
    </div>
  );
}
