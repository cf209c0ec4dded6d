// postman-collection resolves Postman's {{$random...}} template variables
// with faker (about 350 KB). Requests built from our OpenAPI spec never use
// those variables, so every faker call here returns an empty string.
const handler = {
  get: (_target, prop) => (prop === '__esModule' ? false : anyFakerCall),
  apply: () => '',
};
const anyFakerCall = new Proxy(function () {}, handler);

module.exports = anyFakerCall;
