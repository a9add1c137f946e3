import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@client/lib/word-doc';
import { emailToDocHtml } from './email-doc';

describe('emailToDocHtml', () => {
  it('is a Word-compatible HTML document with the subject and one paragraph per block', () => {
    const html = emailToDocHtml('Subject: Booking The Owls\n\nHi Sam,\n\nWe play loud.\nAnd often.\n\nBest,\nThe Owls', 'The Owls');
    expect(html).toContain('xmlns:w="urn:schemas-microsoft-com:office:word"');
    expect(html).toContain('charset=utf-8');
    expect(html).toContain('<title>The Owls</title>');
    expect(html).toContain('<p><b>Subject:</b> Booking The Owls</p>');
    expect(html).toContain('<p>Hi Sam,</p>\n<p>We play loud.<br>And often.</p>\n<p>Best,<br>The Owls</p>');
  });

  it('escapes everything the user typed', () => {
    const band = '<img src=x onerror=alert(1)>';
    const html = emailToDocHtml(`Subject: ${band} & "friends"\n\nWe are ${band}.\n<script>alert('x')</script>`, band);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('<title>&lt;img src=x onerror=alert(1)&gt;</title>');
    expect(html).toContain('<p><b>Subject:</b> &lt;img src=x onerror=alert(1)&gt; &amp; &quot;friends&quot;</p>');
    expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
  });

  it('handles CRLF text and an e-mail without a Subject line', () => {
    const html = emailToDocHtml('Hello,\r\n\r\nSee you there.\r\n', 'Band');
    expect(html).not.toContain('Subject:');
    expect(html).toContain('<p>Hello,</p>\n<p>See you there.</p>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
