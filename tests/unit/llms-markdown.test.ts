import { describe, expect, it } from 'vitest';
import { pageToMarkdown } from '../../src/features/llms-txt/htmlToMarkdown';
import { samplePage } from './search-fixtures';

describe('Markdown twins of built pages', () => {
  it('keeps a highlighted code block as its lines of text', () => {
    // The shape of a highlighted code block, minified.
    const block =
      '</p><div class="language-bash theme-code-block"><div class=codeBlockContent><pre tabindex=0 class="prism-code language-bash">' +
      '<code class=codeBlockLines_p187><div class=token-line><span class="token plain">thv run </span>' +
      '<span class="token parameter variable">--name</span><span class="token plain"> fetch</span><br/></div>' +
      '<div class=token-line><span class="token plain">thv list</span><br/></div></code></pre></div></div><p>';
    const { body } = pageToMarkdown(samplePage({ title: 'Run', sections: [['run', 'Run', block]] }));
    expect(body).toContain('```bash\nthv run --name fetch\nthv list\n```');
    expect(body).not.toContain('token');
  });

  it("writes an API schema row's type as code and its flag as a word", () => {
    const row =
      '<span class=openapi-schema__container><strong class=openapi-schema__property>name</strong>' +
      '<span class=openapi-schema__type> <!-- -->string</span><span class=openapi-schema__divider></span>' +
      '<span class=openapi-schema__required>required</span></span>';
    const { body } = pageToMarkdown(samplePage({ title: 'Create a group', sections: [['request', 'Request', row]] }));
    expect(body).toContain('**name** `string` _required_');
  });
});
