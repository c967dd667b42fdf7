import { describe, expect, it } from 'vitest';
import {
  forgetAllUnsaved,
  forgetUnsaved,
  keepUnsaved,
  readUnsaved,
  unsavedKey,
} from './unsavedArticles';

describe('unsaved articles', () => {
  it('keeps an account’s unsaved copy of each article apart, with when it was kept', () => {
    keepUnsaved(unsavedKey('3', '7'), { title: 'Seven' }, 1000);
    keepUnsaved(unsavedKey('3', undefined), { title: 'New' }, 2000);
    keepUnsaved(unsavedKey('4', '7'), { title: 'Another account' }, 3000);
    expect(readUnsaved(unsavedKey('3', '7'))).toEqual({ values: { title: 'Seven' }, at: 1000 });
    expect(readUnsaved(unsavedKey('3', undefined))).toEqual({ values: { title: 'New' }, at: 2000 });
    forgetUnsaved(unsavedKey('3', '7'));
    expect(readUnsaved(unsavedKey('3', '7'))).toBeNull();
    expect(readUnsaved(unsavedKey('4', '7'))).not.toBeNull();
  });

  it('reads nothing from a value it did not write', () => {
    localStorage.setItem(unsavedKey('3', '8'), '{not json');
    localStorage.setItem(unsavedKey('3', '9'), JSON.stringify({ title: 'no time' }));
    expect(readUnsaved(unsavedKey('3', '8'))).toBeNull();
    expect(readUnsaved(unsavedKey('3', '9'))).toBeNull();
  });

  it('forgets every account’s at logout, and nothing else', () => {
    keepUnsaved(unsavedKey('3', '7'), { title: 'Seven' });
    keepUnsaved(unsavedKey('4', undefined), { title: 'New' });
    localStorage.setItem('theme', 'dark');
    forgetAllUnsaved();
    expect(Object.keys(localStorage)).toEqual(['theme']);
  });
});
