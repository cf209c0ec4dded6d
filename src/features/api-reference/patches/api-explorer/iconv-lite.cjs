// postman-collection (behind the API explorer) decodes response bodies by
// charset with iconv-lite, whose encoding tables weigh about 480 KB. In the
// browser, TextDecoder knows the same charsets.
function encodingExists(charset) {
  try {
    new TextDecoder(charset);
    return true;
  } catch {
    return false;
  }
}

function decode(buffer, charset) {
  return new TextDecoder(charset).decode(buffer);
}

module.exports = { encodingExists, decode };
