// ApiItem imports pako (about 14 KB gzipped) only to inflate the operation
// that the OpenAPI generator stores, compressed and base64-encoded, in each
// page's `api` front matter. With the generator's `disableCompression`
// (src/features/api-reference) the operation is plain data, which ApiItem
// takes as it is: decoding a non-string fails before it reaches ungzip. So
// ungzip is never called; if it ever is, the page gets no operation data.
function ungzip() {
  throw new Error('api-reference: an API page has compressed `api` front matter; set disableCompression');
}

module.exports = { ungzip };
