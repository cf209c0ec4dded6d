import type { Patch } from '../../../lib/patches/types';
import { apiExplorerPatches } from './api-explorer';
import apiSchemasOnServer from './api-schemas-on-server';

/** The API reference's changes to docusaurus-theme-openapi-docs' private code (ARCHITECTURE.md's patch record). */
export const apiReferencePatches: Patch[] = [apiSchemasOnServer, ...apiExplorerPatches];
