import { splitArticleSections, withoutRepeatedTitle } from './split-article-sections';

describe('splitArticleSections', () => {
  it('starts a section at every h1 and h2 and keeps the content that follows', () => {
    const sections = splitArticleSections(
      "<h1>Match report</h1><p>First half.</p><ul><li>Goal 12'</li></ul><h2>Second half</h2><p>Late winner.</p>",
    );
    expect(sections).toEqual([
      { heading: 'Match report', level: 1, html: "<p>First half.</p><ul><li>Goal 12'</li></ul>" },
      { heading: 'Second half', level: 2, html: '<p>Late winner.</p>' },
    ]);
  });

  it('keeps content before the first heading as an untitled section', () => {
    expect(splitArticleSections('<p>Intro</p><h2>Next</h2><p>More</p>')).toEqual([
      { heading: null, level: 1, html: '<p>Intro</p>' },
      { heading: 'Next', level: 2, html: '<p>More</p>' },
    ]);
  });

  it('returns headings as plain text, dropping markup inside them', () => {
    const [section] = splitArticleSections('<h1>Big <img src=x onerror="alert(1)"> win</h1><p>x</p>');
    expect(section?.heading).toBe('Big  win');
  });

  it('escapes loose text so it cannot become markup', () => {
    expect(splitArticleSections('a &lt;b&gt; c')).toEqual([{ heading: null, level: 1, html: 'a &lt;b&gt; c' }]);
  });

  it('returns no sections for an empty body', () => {
    expect(splitArticleSections('   ')).toEqual([]);
  });
});

describe('withoutRepeatedTitle', () => {
  const title = 'Late  winner keeps the race alive';

  it('drops an opening heading that repeats the title, keeping its content', () => {
    expect(
      withoutRepeatedTitle(
        [
          { heading: 'late winner keeps the race alive', level: 1, html: '<p>Intro</p>' },
          { heading: 'Next', level: 2, html: '<p>More</p>' },
        ],
        title,
      ),
    ).toEqual([
      { heading: null, level: 1, html: '<p>Intro</p>' },
      { heading: 'Next', level: 2, html: '<p>More</p>' },
    ]);
  });

  it('removes the section entirely when the repeated heading has no content of its own', () => {
    expect(
      withoutRepeatedTitle(
        [
          { heading: title, level: 1, html: '' },
          { heading: 'Next', level: 2, html: '<p>More</p>' },
        ],
        title,
      ),
    ).toEqual([{ heading: 'Next', level: 2, html: '<p>More</p>' }]);
  });

  it('keeps headings that differ from the title', () => {
    const sections = [{ heading: 'Background', level: 1 as const, html: '<p>x</p>' }];
    expect(withoutRepeatedTitle(sections, title)).toBe(sections);
  });
});
