import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * A row of a CLI options table with a stable id (`--flag-name`), registered
 * with Docusaurus so links to it count as valid anchors.
 */
export default function CliOptionRow({ id, children }: { id: string; children: ReactNode }): React.ReactElement {
  useBrokenLinks().collectAnchor(id);
  return <tr id={id}>{children}</tr>;
}
