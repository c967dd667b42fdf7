import { describe, expect, it } from 'vitest';
import { isStaffScreen, STAFF_PREFIX, staffPath } from './index.js';

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
    '/admin/trash',
    '/admin/breaking',
    '/admin/sessions',
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

describe('staffPath', () => {
  it('fills in the id of a screen that takes one, and is a screen', () => {
    expect(staffPath('edit', 12)).toBe('/admin/edit/12');
    expect(staffPath('history', '7')).toBe('/admin/history/7');
    expect(staffPath('audit')).toBe('/admin/audit');
    expect(isStaffScreen(staffPath('edit', 12))).toBe(true);
  });
});
