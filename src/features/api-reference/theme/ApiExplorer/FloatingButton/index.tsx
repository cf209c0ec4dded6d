/**
 * Replaces docusaurus-theme-openapi-docs@5.2.0's ApiExplorer/FloatingButton
 * (13 lines) with the same props and markup, minus `tabIndex={0}` on the
 * wrapping div: a focus stop with no role and nothing to do there (axe
 * focus-order-semantics). The button inside stays in the tab order.
 */
import React, { type ReactNode } from 'react';

interface Props {
  label?: string;
  onClick?: React.MouseEventHandler<HTMLButtonElement>;
  children?: ReactNode;
}

export default function FloatingButton({ label, onClick, children }: Props): ReactNode {
  return (
    <div className="openapi-explorer__floating-btn">
      {label && (
        <button type="button" onClick={onClick}>
          {label}
        </button>
      )}
      {children}
    </div>
  );
}
