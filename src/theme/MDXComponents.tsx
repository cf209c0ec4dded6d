import React, { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** Names a table after its column headings, e.g. "Table: Flag, Type, Default". */
function tableLabel(children: ReactNode): string {
  const head = Children.toArray(children).find((c) => isValidElement(c) && c.type === 'thead');
  const row = isValidElement<{ children?: ReactNode }>(head) ? Children.toArray(head.props.children)[0] : undefined;
  const cells = isValidElement<{ children?: ReactNode }>(row) ? Children.toArray(row.props.children) : [];
  const names = cells.map(textOf).filter(Boolean);
  return names.length ? `Table: ${names.join(', ')}` : 'Table';
}

// Wide tables scroll sideways on small screens. A scrolling region must be
// reachable by keyboard (WCAG 2.1.1), so each table sits in a focusable,
// named group instead of scrolling by itself. The element is a <section>,
// which axe accepts as a focusable scroller; its role stays group, not
// region, so a page's tables do not crowd its landmarks.
function ScrollableTable(props: ComponentProps<'table'>): React.ReactElement {
  return (
    <section className="table-scroll" tabIndex={0} role="group" aria-label={tableLabel(props.children)}>
      <table {...props} />
    </section>
  );
}

export default { ...MDXComponents, table: ScrollableTable };
