// Docusaurus navbar dropdowns open with Enter but have no Escape key
// (theme-classic 3.10, DropdownNavbarItem/Desktop). The dropdown closes on a
// `focusin` outside itself, so Escape sends one and hands focus back to the
// trigger, as the WAI-ARIA menu button pattern expects.
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = document.querySelector<HTMLElement>('.navbar .dropdown.dropdown--show');
    if (!open) return;
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    open.querySelector<HTMLElement>('.navbar__link')?.focus();
  });
}

export {};
