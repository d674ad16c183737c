/**
 * Article HTML and what the sanitiser keeps of it, checked on both sides (safe-html.test.tsx in a browser document
 * with DOMPurify, sanitize-on-server.test.ts in Node with sanitize-html), so the two keep exactly the same.
 */
export const SANITIZE_CASES: readonly (readonly [html: string, kept: string])[] = [
  ['<p style="position:fixed">x</p>', '<p>x</p>'],
  [
    '<h4>Small</h4><table><tr><td>cell</td></tr></table><blockquote>Quote</blockquote>',
    'Smallcell<blockquote>Quote</blockquote>',
  ],
  [
    '<a href="https://bbc.co.uk/sport" onclick="x()">BBC</a>',
    '<a href="https://bbc.co.uk/sport" rel="noopener noreferrer nofollow" target="_blank">BBC</a>',
  ],
  [
    '<a href="//evil.example">x</a><a href="ftp://files.example">y</a>',
    '<a rel="noopener noreferrer nofollow" target="_blank">x</a><a rel="noopener noreferrer nofollow" target="_blank">y</a>',
  ],
  [
    '<p>Hi</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><iframe src="https://evil.example"></iframe>',
    '<p>Hi</p>',
  ],
  ['<a href="javascript:alert(1)">click</a>', '<a rel="noopener noreferrer nofollow" target="_blank">click</a>'],
  ['<a href="/news-room">z</a>', '<a href="/news-room" rel="noopener noreferrer nofollow" target="_blank">z</a>'],
];
