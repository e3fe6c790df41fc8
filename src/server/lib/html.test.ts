import { describe, expect, it } from 'vitest';
import { escapeHtml, linkifyText } from './html';

describe('escapeHtml', () => {
  it('escapes markup and quotes', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });
});

describe('linkifyText', () => {
  it('turns http(s) addresses into links and escapes the rest', () => {
    expect(linkifyText('Go to https://a.test/x?y=1&z=2. <b>now</b>')).toBe(
      'Go to <a href="https://a.test/x?y=1&amp;z=2">https://a.test/x?y=1&amp;z=2</a>. &lt;b&gt;now&lt;/b&gt;',
    );
  });

  it('never links other schemes', () => {
    expect(linkifyText('javascript:alert(1) data:text/html,x')).not.toContain('<a');
  });
});
