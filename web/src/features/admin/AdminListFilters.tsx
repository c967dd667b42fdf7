import { useQuery } from '@apollo/client/react';
import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { ArticleStatus as StatusParam, LIMITS } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ArticleStatus, Language } from '../../gql/graphql';
import { langOf } from '../../shared/articles';
import { LANGUAGE_NAMES } from '../../shared/languages';
import { useSession } from '../../shared/session';
import type { useListScreen } from '../../shared/useListScreen';

/** Who wrote what this account's list may show: the author filter's choices. */
const ArticleAuthorsQuery = graphql(`
  query ArticleAuthors {
    articleAuthors {
      id
      name
    }
  }
`);

/** `?author=`: an account's id, else nobody (everyone's articles). */
export const authorOfParam = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? value : undefined;

/**
 * The status filter's choices, by their `?status=` (as the REST API spells a status, `in_review`):
 * a published article is either scheduled (its time still ahead) or out, as its badge says.
 */
export const STATUS_FILTERS: {
  param: string;
  label: string;
  status: ArticleStatus;
  scheduled?: boolean;
}[] = [
  { param: StatusParam.DRAFT, label: 'status.DRAFT', status: 'DRAFT' },
  { param: StatusParam.IN_REVIEW, label: 'status.IN_REVIEW', status: 'IN_REVIEW' },
  { param: 'scheduled', label: 'status.SCHEDULED', status: 'PUBLISHED', scheduled: true },
  {
    param: StatusParam.PUBLISHED,
    label: 'status.PUBLISHED',
    status: 'PUBLISHED',
    scheduled: false,
  },
];

export type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * The News list's search and filters (text, edition, author, status), each kept in the address
 * so a filtered list can be shared and Back returns to it.
 */
export function AdminListFilters({
  list,
  status,
  language,
  authorId,
}: {
  list: ReturnType<typeof useListScreen>;
  status: StatusFilter | undefined;
  language: Language | undefined;
  authorId: string | undefined;
}) {
  const { t } = useTranslation();
  const { search } = list;
  return (
    <Flex
      as="form"
      role="search"
      gap="3"
      wrap="wrap"
      align="flex-end"
      onSubmit={(e) => {
        e.preventDefault();
        const text = new FormData(e.currentTarget as unknown as HTMLFormElement).get('search');
        list.update({ search: typeof text === 'string' ? text.trim() : '' });
      }}
    >
      <Field.Root flex="1" minW="56">
        <Field.Label>{t('admin.searchLabel')}</Field.Label>
        <Input
          key={search}
          name="search"
          type="search"
          size="sm"
          defaultValue={search}
          maxLength={LIMITS.searchMax}
        />
      </Field.Root>
      <Button type="submit" size="sm" variant="outline">
        {t('admin.search')}
      </Button>
      <Field.Root maxW="40">
        <Field.Label>{t('admin.editionFilter')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            name="edition"
            value={language ? langOf(language) : ''}
            onChange={(e) => list.update({ edition: e.currentTarget.value })}
          >
            <option value="">{t('home.editionAll')}</option>
            {LANGUAGE_NAMES.map((name) => (
              <option key={name} value={langOf(name)} lang={langOf(name)}>
                {t(`languages.${langOf(name)}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <AuthorFilter list={list} authorId={authorId} />
      <Field.Root maxW="xs">
        <Field.Label>{t('admin.statusFilter')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            name="status"
            value={status?.param ?? ''}
            onChange={(e) => list.update({ status: e.currentTarget.value })}
          >
            <option value="">{t('status.all')}</option>
            {STATUS_FILTERS.map((filter) => (
              <option key={filter.param} value={filter.param}>
                {t(filter.label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}

/** Whose articles: everyone's, the viewer's, or one author's of those the list may show. */
function AuthorFilter({
  list,
  authorId,
}: {
  list: ReturnType<typeof useListScreen>;
  authorId: string | undefined;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  // The list's authors; while they load (or if they fail) the choices are Everyone and Mine.
  const authors = useQuery(ArticleAuthorsQuery, { fetchPolicy: 'cache-and-network' }).data
    ?.articleAuthors;
  return (
    <Field.Root maxW="xs">
      <Field.Label>{t('admin.authorFilter')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          name="author"
          value={authorId ?? ''}
          onChange={(e) => list.update({ author: e.currentTarget.value })}
        >
          <option value="">{t('admin.authorAll')}</option>
          {user && <option value={user.id}>{t('admin.authorMine')}</option>}
          {(authors ?? [])
            .filter((a) => a.id !== null && a.id !== user?.id)
            .map((a) => (
              <option key={a.id} value={a.id!}>
                {a.name}
              </option>
            ))}
          {/* An address naming an account the list no longer offers still says who. */}
          {authorId && authorId !== user?.id && !authors?.some((a) => a.id === authorId) && (
            <option value={authorId}>{authorId}</option>
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
