import React, { Children, cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The texts of a table's column headings, in order. */
function headings(children: ReactNode): string[] {
  const head = Children.toArray(children).find((c) => isValidElement(c) && c.type === 'thead');
  const row = isValidElement<{ children?: ReactNode }>(head) ? Children.toArray(head.props.children)[0] : undefined;
  const cells = isValidElement<{ children?: ReactNode }>(row) ? Children.toArray(row.props.children) : [];
  return cells.map(textOf);
}

type WithChildren = { children?: ReactNode };

/**
 * Each body cell gets its column's heading as `data-label`: on a narrow
 * screen a row shows as a card and every cell after the first names its
 * column (src/css/custom.css), where a scrolling table would hide the
 * columns after the first.
 */
function labelCells(children: ReactNode, labels: string[]): ReactNode {
  return Children.map(children, (section) => {
    if (!isValidElement<WithChildren>(section) || section.type !== 'tbody') return section;
    const rows = Children.map(section.props.children, (row) => {
      if (!isValidElement<WithChildren>(row)) return row;
      let column = 0;
      const cells = Children.map(row.props.children, (cell) =>
        isValidElement(cell)
          ? cloneElement(cell as React.ReactElement<Record<string, unknown>>, { 'data-label': labels[column++] ?? '' })
          : cell,
      );
      return cloneElement(row, undefined, cells);
    });
    return cloneElement(section, undefined, rows);
  });
}

// Wide tables scroll sideways on small screens. A scrolling region must be
// reachable by keyboard (WCAG 2.1.1), so each table sits in a focusable,
// named group instead of scrolling by itself. The element is a <section>,
// which axe accepts as a focusable scroller; its role stays group, not
// region, so a page's tables do not crowd its landmarks.
function ScrollableTable({ children, ...props }: ComponentProps<'table'>): React.ReactElement {
  const labels = headings(children);
  const names = labels.filter(Boolean);
  return (
    <section
      className="table-scroll"
      tabIndex={0}
      role="group"
      aria-label={names.length ? `Table: ${names.join(', ')}` : 'Table'}
    >
      <table {...props}>{labelCells(children, labels)}</table>
    </section>
  );
}

export default { ...MDXComponents, table: ScrollableTable };
