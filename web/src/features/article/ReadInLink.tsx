import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLanguages } from 'react-icons/lu';
import { graphql } from '../../gql';
import type { ReadInLink_ArticleFragment } from '../../gql/graphql';
import { articlePath } from '@news/contract';
import { langOf } from '../../shared/articles';

/** The counterpart an article links to, as the "Read in …" link needs it. */
export const ReadInLinkFragment = graphql(`
  fragment ReadInLink_article on Article {
    id
    title
    language
    slug
  }
`);

/**
 * "Read in తెలుగు" / "Read in English": the same story in the other edition. The label names the
 * target language in its own script, so that part carries the target's `lang`.
 */
export function ReadInLink({ translation }: { translation: ReadInLink_ArticleFragment }) {
  const { t } = useTranslation();
  const lang = langOf(translation.language);
  const label = t(lang === 'te' ? 'article.readInTe' : 'article.readInEn');
  const name = t(`languages.${lang}`);
  const at = label.indexOf(name);
  return (
    <Button asChild size="xs" variant="outline" colorPalette="red">
      <a href={articlePath(translation)} hrefLang={lang} title={translation.title}>
        <LuLanguages aria-hidden />
        {at < 0 ? (
          label
        ) : (
          <span>
            {label.slice(0, at)}
            <span lang={lang}>{name}</span>
            {label.slice(at + name.length)}
          </span>
        )}
      </a>
    </Button>
  );
}
