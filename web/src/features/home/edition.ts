import { Language, LANGUAGES, type LanguageName } from '@news/contract';
import { languageNameOf } from '../../shared/languages';

/** The home page shows one edition, or both (`?edition=en|te|all`). */
export type Edition = (typeof LANGUAGES)[number] | 'all';
export const EDITIONS: readonly Edition[] = [...LANGUAGES, 'all'];

function isEdition(value: string | null): value is Edition {
  return EDITIONS.some((e) => e === value);
}

/** The edition the address names, if it names a valid one. */
export function editionInParam(param: string | null): Edition | undefined {
  return isEdition(param) ? param : undefined;
}

/** The address's edition, else the edition of the interface's language. */
export function editionFromParam(param: string | null, interfaceLanguage: string): Edition {
  if (isEdition(param)) return param;
  return isEdition(interfaceLanguage) ? interfaceLanguage : Language.EN;
}

/** The `language` argument of `articles` for an edition: none for both. */
export function editionLanguage(edition: Edition): LanguageName | null {
  return edition === 'all' ? null : (languageNameOf(edition) ?? null);
}
