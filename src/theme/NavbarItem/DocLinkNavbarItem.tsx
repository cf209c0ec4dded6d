import React, { type ReactNode } from 'react';
import { useLayoutDoc } from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem, { type Props as DefaultNavbarItemProps } from '@theme/NavbarItem/DefaultNavbarItem';

export type Props = Omit<DefaultNavbarItemProps, 'to' | 'href'> & { readonly docId: string };

/**
 * The `custom-docLink` navbar item: a link to a doc in the docs version the
 * reader is on (else the preferred one, else the default), found as the
 * theme's `doc` item finds it. Unlike that item it is active on its page and
 * the pages below it, as a route link is: the `doc` item is active on every
 * doc of its sidebar, and this site has one sidebar, so every item would be.
 */
export default function DocLinkNavbarItem({ docId, ...props }: Props): ReactNode {
  const doc = useLayoutDoc(docId, undefined);
  return doc ? <DefaultNavbarItem {...props} to={doc.path} /> : null;
}
