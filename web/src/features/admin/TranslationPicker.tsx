import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { articleIdPath, type LanguageName } from '@news/contract';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLink, LuSearch, LuUnlink } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import { langOf } from '../../shared/articles';
import { RowButton } from '../../shared/components/RowActions';
import { otherLanguage } from '../../shared/languages';
import type { TranslationLink } from './articleSchema';

/** The counterpart as the picker shows it. */
export const TranslationPickerFragment = graphql(`
  fragment TranslationPicker_article on Article {
    id
    title
    language
    viewerCanEdit
  }
`);

const CandidatesQuery = graphql(`
  query TranslationCandidates($search: String!, $language: Language!) {
    articles(search: $search, language: $language, status: [], pageSize: 6, sortBy: DATE_DESC) {
      items {
        ...TranslationPicker_article
      }
    }
  }
`);

interface TranslationPickerProps {
  /** The language of the article being edited; nothing to search until it is chosen. */
  language: LanguageName | '';
  /** The article itself, left out of the results. */
  articleId: string | undefined;
  value: TranslationLink | null;
  error: string | undefined;
  disabled?: boolean;
  onChange: (value: TranslationLink | null) => void;
}

/** Links the article to the same story in the other language: shows the link, finds one by title, unlinks. */
export function TranslationPicker({
  language,
  articleId,
  value,
  error,
  disabled,
  onChange,
}: TranslationPickerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const other = language ? otherLanguage(language) : undefined;
  // Named in the interface's language: "Search titles in Telugu", "ఇంగ్లీష్ శీర్షికలలో వెతకండి".
  const searchLabel = other ? t(`translation.search.${langOf(other)}`) : '';
  const { data, loading } = useQuery(CandidatesQuery, {
    variables: { search: term, language: other ?? 'EN' },
    skip: !term || !other,
  });
  // The api links two articles only for someone who may change both: offer only those.
  const candidates = (data?.articles.items ?? []).filter(
    (a) => a.id !== articleId && a.viewerCanEdit,
  );

  const find = () => setTerm(draft.trim());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter finds; it must not submit the article form around it.
    if (event.key === 'Enter') {
      event.preventDefault();
      find();
    }
  };

  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Field.Label>{t('translation.label')}</Field.Label>
      <Stack gap="3" w="full">
        <CurrentLink value={value} disabled={disabled} onUnlink={() => onChange(null)} />
        {other && !disabled && (
          <Box>
            <HStack gap="2">
              <Input
                type="search"
                size="sm"
                aria-label={searchLabel}
                placeholder={searchLabel}
                value={draft}
                onChange={(e) => setDraft(e.currentTarget.value)}
                onKeyDown={onKeyDown}
              />
              <Button type="button" size="sm" variant="outline" onClick={find} loading={loading}>
                <LuSearch aria-hidden /> {t('translation.find')}
              </Button>
            </HStack>
            {term && !loading && (
              <CandidateList
                candidates={candidates}
                onPick={(a) => {
                  onChange({ id: a.id, title: a.title, language: a.language });
                  setTerm('');
                  setDraft('');
                }}
              />
            )}
          </Box>
        )}
      </Stack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The linked counterpart with its unlink button, or a note that there is none. */
function CurrentLink({
  value,
  disabled,
  onUnlink,
}: {
  value: TranslationLink | null;
  disabled: boolean | undefined;
  onUnlink: () => void;
}) {
  const { t } = useTranslation();
  if (!value) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('translation.none')}
      </Text>
    );
  }
  return (
    <HStack gap="3" wrap="wrap" data-testid="translation-link">
      <Text>
        {t('translation.linked')}{' '}
        <Link asChild color="red.700" _dark={{ color: 'red.300' }}>
          <RouterLink to={articleIdPath(value.id)} lang={langOf(value.language)}>
            {value.title}
          </RouterLink>
        </Link>
      </Text>
      <Button type="button" size="xs" variant="outline" disabled={disabled} onClick={onUnlink}>
        <LuUnlink aria-hidden /> {t('translation.unlink')}
      </Button>
    </HStack>
  );
}

/** The search results, each with a button that links it. */
function CandidateList({
  candidates,
  onPick,
}: {
  candidates: TranslationLink[];
  onPick: (candidate: TranslationLink) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" role="list" listStyleType="none" gap="1" mt="2" aria-live="polite">
      {candidates.length === 0 ? (
        <Text as="li" fontSize="sm" color="fg.muted">
          {t('translation.noMatch')}
        </Text>
      ) : (
        candidates.map((a) => (
          <HStack as="li" key={a.id} justify="space-between" gap="2">
            <Text fontSize="sm" lang={langOf(a.language)}>
              {a.title}
            </Text>
            <RowButton
              label={t('translation.linkItem', { title: a.title })}
              icon={<LuLink aria-hidden />}
              text={t('translation.link')}
              onClick={() => onPick(a)}
            />
          </HStack>
        ))
      )}
    </Stack>
  );
}
