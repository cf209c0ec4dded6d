// ApiItem imports pako (about 14 KB gzipped) only to inflate the operation
// that the OpenAPI generator stores, compressed and base64-encoded, in each
// page's `api` front matter. The api-reference plugin writes that operation
// as plain data instead (src/plugins/api-reference/index.ts), which ApiItem
// takes as it is: decoding a non-string fails before it reaches ungzip. So
// ungzip is never called; if a generator change ever makes it so, the page
// would get an undecoded string, and this says why.
function ungzip() {
  throw new Error(
    'api-reference: an API page still has compressed `api` front matter; the plugin should have inflated it',
  );
}

module.exports = { ungzip };
