/**
 * Wraps the theme's navbar item types with one more, `custom-docLink`
 * (./DocLinkNavbarItem.tsx): the `custom-` prefix is how Docusaurus accepts
 * a navbar item type of the site's own (facebook/docusaurus#7227).
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DocLinkNavbarItem from './DocLinkNavbarItem';

export default { ...ComponentTypes, 'custom-docLink': DocLinkNavbarItem };
