// What the browser tests share about the web client's screens: its translations (so a test can
// name a control in either language), logging in through the form, and waiting for a still page.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './stack.js';

export type Lang = 'en' | 'te';
export const LANGS: readonly Lang[] = ['en', 'te'];
export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

type Messages = { [key: string]: string | Messages };

const messages: Record<Lang, Messages> = {
  en: JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'web/public/assets/i18n/en.json'), 'utf8'),
  ) as Messages,
  te: JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'web/public/assets/i18n/te.json'), 'utf8'),
  ) as Messages,
};

/** A string of the web client's translation file for `lang`, with `{{name}}` filled in. */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  let node: string | Messages | undefined = messages[lang];
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No translation ${lang}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** Logs in through the login form (in English) and waits to leave /login. */
export async function loginInUi(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The desktop header's navigation (the one labelled 'Main menu'). */
export function mainMenu(page: Page, lang: Lang = 'en') {
  return page.getByRole('navigation', { name: t(lang, 'nav.mainMenu'), exact: true });
}

/** Waits until no CSS animation or transition runs (a dialog has finished opening, say). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' && !a.pending),
  );
}
