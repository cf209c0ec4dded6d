import { DOCS_RELEASES } from '../../src/contract';
import { docsDirOf } from '../../src/reference/releases';

/** Where the site keeps the v0.3.5 docs (docs/ before the cut, versioned_docs/version-v0.3.5/ after it). */
const release = DOCS_RELEASES.find((r) => r.tag === 'v0.3.5')!;
export const V035 = { docsDir: docsDirOf(release), tag: release.tag };
