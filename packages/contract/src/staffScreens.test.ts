import { describe, expect, it } from 'vitest';
import { isStaffScreen, STAFF_PREFIX } from './index.js';

describe('isStaffScreen', () => {
  it.each([
    '/login',
    '/login/',
    '/login/link',
    '/users',
    '/admin',
    '/admin/',
    '/admin/add',
    '/admin/edit/12',
    '/admin/history/12',
    '/admin/audit',
  ])('%s is a screen', (path) => expect(isStaffScreen(path)).toBe(true));

  it.each([
    '/admin/nonexistent',
    '/admin/edit',
    '/admin/edit/12/more',
    '/admin/articles',
    '/users/x/y',
    '/users/3',
    '/login/x',
    '/login/link/x',
    '/administrator',
    '/home',
  ])('%s is not', (path) => expect(isStaffScreen(path)).toBe(false));

  it('tells the staff addresses from the reader pages', () => {
    expect(STAFF_PREFIX.test('/admin/nonexistent')).toBe(true);
    expect(STAFF_PREFIX.test('/users')).toBe(true);
    expect(STAFF_PREFIX.test('/administrator')).toBe(false);
    expect(STAFF_PREFIX.test('/news/3')).toBe(false);
  });
});
