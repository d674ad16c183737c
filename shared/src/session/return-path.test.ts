import { returnPathFor } from './use-complete-sign-in';

const from = (pathname: string, search = '', hash = '') => ({ from: { pathname, search, hash } });

describe('returnPathFor', () => {
  it('returns to the page, with its query and fragment, that the role may see', () => {
    expect(returnPathFor(from('/client/predictions', '?league=E0', '#top'), 'CLIENTS')).toBe(
      '/client/predictions?league=E0#top',
    );
    expect(returnPathFor(from('/admin/alerts'), 'ADMIN')).toBe('/admin/alerts');
    expect(returnPathFor(from('/news-room'), 'CLIENTS')).toBe('/news-room');
  });

  it('never returns a client to the console, to a sign-in page, or anywhere off the site', () => {
    expect(returnPathFor(from('/admin/alerts'), 'CLIENTS')).toBeNull();
    expect(returnPathFor(from('/login'), 'CLIENTS')).toBeNull();
    expect(returnPathFor(from('/signin'), 'ADMIN')).toBeNull();
    expect(returnPathFor(from('//elsewhere.example/x'), 'CLIENTS')).toBeNull();
    expect(returnPathFor({ from: 'javascript:alert(1)' }, 'CLIENTS')).toBeNull();
    expect(returnPathFor(null, 'CLIENTS')).toBeNull();
  });
});
