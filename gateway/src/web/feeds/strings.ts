/*
 * What a feed says about itself, in each edition's language: the web client's interface strings
 * (web/public/assets/i18n, which its build copies as they are), so a feed and the site name
 * things alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORY_NAMES, Category, LANGUAGES, Language } from '@news/contract';
import { Type, type TString } from 'typebox';
import { Value } from 'typebox/value';

export interface FeedText {
  brand: string;
  edition: string;
  latest: string;
  category: Record<Category, string>;
}

/** The part of an interface strings file a feed reads. */
const interfaceStrings = Type.Object({
  app: Type.Object({ brand: Type.String() }),
  home: Type.Object({ edition: Type.String(), latest: Type.String() }),
  // Every edition named, and no other.
  languages: Type.Object(
    Object.fromEntries(LANGUAGES.map((language) => [language, Type.String()])) as Record<
      Language,
      TString
    >,
    { additionalProperties: false },
  ),
  categories: Type.Object(
    Object.fromEntries(CATEGORY_NAMES.map((name) => [name, Type.String()])) as Record<
      (typeof CATEGORY_NAMES)[number],
      TString
    >,
  ),
});

/** The web client's source strings, beside this package (gateway/src and gateway/dist alike). */
const SOURCE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/public/assets/i18n',
);

/** Each edition's feed text, read once from `dir`. */
export function readFeedText(dir: string = SOURCE_DIR): Record<Language, FeedText> {
  const read = (language: Language): FeedText => {
    const file = path.join(dir, `${language}.json`);
    const strings: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    Value.Assert(interfaceStrings, strings);
    return {
      brand: strings.app.brand,
      // "English edition", "తెలుగు ఎడిషన్": the edition's name and the word for an edition.
      edition: `${strings.languages[language]} ${strings.home.edition.toLocaleLowerCase(language)}`,
      latest: strings.home.latest,
      category: Object.fromEntries(
        CATEGORY_NAMES.map((name) => [Category[name], strings.categories[name]]),
      ) as Record<Category, string>,
    };
  };
  return { en: read(Language.EN), te: read(Language.TE) };
}
