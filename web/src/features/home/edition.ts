import { editionOf, Language, type Edition, type LanguageName } from '@news/contract';
import { languageNameOf } from '../../shared/languages';

export type { Edition };
export { EDITIONS } from '@news/contract';

/** The edition the address names, if it names a valid one. */
export function editionInParam(param: string | null | undefined): Edition | undefined {
  return editionOf(param);
}

/** The address's edition, else the edition of the interface's language. */
export function editionFromParam(
  param: string | null | undefined,
  interfaceLanguage: string,
): Edition {
  return editionOf(param) ?? editionOf(interfaceLanguage) ?? Language.EN;
}

/** The `language` argument of `articles` for an edition: none for both. */
export function editionLanguage(edition: Edition): LanguageName | null {
  return edition === 'all' ? null : (languageNameOf(edition) ?? null);
}
