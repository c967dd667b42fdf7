import { Language, type LanguageName } from '@news/contract';

/** The editions' names as the API's `Language` enum spells them (`EN`, `TE`), from the contract. */
export const LANGUAGE_NAMES = Object.keys(Language) as LanguageName[];

/** The enum name of a language code (`te` → `TE`); undefined for a language with no edition. */
export function languageNameOf(code: string): LanguageName | undefined {
  return LANGUAGE_NAMES.find((name) => Language[name] === code);
}

/** The other edition: where an article's translation is written. */
export function otherLanguage(name: LanguageName): LanguageName {
  const other = LANGUAGE_NAMES.find((n) => n !== name);
  if (!other) throw new Error('The contract names only one language');
  return other;
}
