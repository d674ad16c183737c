import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitizeArticleHtml, toPlainText } from './html';

test('article HTML keeps structure and drops everything executable', () => {
  const clean = sanitizeArticleHtml(
    '<h1>T</h1><p onclick="x()">A <a href="javascript:alert(1)">x</a><a href="//evil.example.com">y</a></p>' +
      '<iframe src="https://e.example.com"></iframe><style>p{}</style><svg onload="x()"></svg><ul><li>i</li></ul>',
  );
  assert.equal(
    clean,
    '<h1>T</h1><p>A <a rel="noopener noreferrer nofollow" target="_blank">x</a><a rel="noopener noreferrer nofollow" target="_blank">y</a></p><ul><li>i</li></ul>',
  );
});

test('plain text strips tags but keeps ordinary characters', () => {
  assert.equal(toPlainText('Tom & Jerry <b>"quoted"</b> it\'s\n  fine'), 'Tom & Jerry "quoted" it\'s fine');
  assert.equal(toPlainText('<script>alert(1)</script>'), '');
  assert.equal(toPlainText('1 < 2 and 3 > 2'), '1 < 2 and 3 > 2');
});
