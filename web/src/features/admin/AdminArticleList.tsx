import { Badge, Card, HStack, Table, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import type { AdminArticle_ArticleFragment } from '../../gql/graphql';
import { langOf } from '../../shared/articles';
import { RowActions } from '../../shared/components/RowActions';
import { CardList, ListTable } from '../../shared/components/StaffList';
import { useFormatDate } from '../../shared/useDates';
import { ArticleRowStatus } from './ArticleRowStatus';

/** What a row of the staff article list shows, and what the viewer may do with it. */
export const AdminArticleFragment = graphql(`
  fragment AdminArticle_article on Article {
    id
    title
    category
    language
    status
    createdAt
    publishedAt
    lead
    viewerCanEdit
    viewerCanDelete
    author {
      id
      name
    }
    sentBack {
      id
      text
    }
  }
`);

/**
 * The headline a row shows and names its actions by, with the article's language: a draft may
 * have only text so far, and is then called an untitled draft (in the interface's language, so
 * without `lang`) rather than left blank.
 */
function headlineOf(article: AdminArticle_ArticleFragment, t: TFunction) {
  const title = article.title.trim();
  return title
    ? { text: title, lang: langOf(article.language) }
    : { text: t('admin.untitled'), lang: undefined };
}

/** The headline, or the muted words that stand for a missing one. */
function Headline({ headline }: { headline: ReturnType<typeof headlineOf> }) {
  return headline.lang ? (
    headline.text
  ) : (
    <Text as="span" color="fg.muted" fontStyle="italic">
      {headline.text}
    </Text>
  );
}

interface ListProps {
  articles: AdminArticle_ArticleFragment[];
  busy: boolean;
  onDelete: (article: AdminArticle_ArticleFragment) => void;
}

function Actions({
  article,
  onDelete,
}: {
  article: AdminArticle_ArticleFragment;
  onDelete: ListProps['onDelete'];
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { text } = headlineOf(article, t);
  return (
    <RowActions
      editLabel={t('admin.editItem', { title: text })}
      deleteLabel={t('admin.deleteItem', { title: text })}
      edit={
        // A reporter's own article in review is theirs to open: its page offers Withdraw.
        article.viewerCanEdit || (article.status === 'IN_REVIEW' && article.viewerCanDelete)
          ? { to: `/admin/edit/${article.id}`, state: { list: `${pathname}${search}` } }
          : undefined
      }
      onDelete={article.viewerCanDelete ? () => onDelete(article) : undefined}
    />
  );
}

/**
 * The 'News' table: Title, Author, Category, Date, Status (Lead and Sent back with its note),
 * Actions.
 */
export function ArticleTable({ articles, busy, onDelete }: ListProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <ListTable
      busy={busy}
      headings={[
        t('admin.colTitle'),
        t('admin.colAuthor'),
        t('admin.colCategory'),
        t('admin.colDate'),
        t('admin.colStatus'),
        t('admin.colActions'),
      ]}
    >
      {articles.map((article) => {
        const headline = headlineOf(article, t);
        return (
          <Table.Row key={article.id}>
            {/* A table's cells keep to one line: titles and names may wrap, so the status and
                    the actions stay on screen beside them. */}
            <Table.Cell minW="60" whiteSpace="normal" lang={headline.lang}>
              <Headline headline={headline} />
            </Table.Cell>
            <Table.Cell minW="28" whiteSpace="normal">
              {article.author.name}
            </Table.Cell>
            <Table.Cell>
              {article.category && (
                <Badge variant="outline">{t(`categories.${article.category}`)}</Badge>
              )}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
            </Table.Cell>
            <Table.Cell>
              <ArticleRowStatus article={article} />
            </Table.Cell>
            {/* Wide enough for Edit and Delete side by side, however long a note beside them. */}
            <Table.Cell minW="40">
              <Actions article={article} onDelete={onDelete} />
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}

/** On a phone, one card an article, its actions under the title, nothing cut off. */
export function ArticleCards({ articles, busy, onDelete }: ListProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <CardList label={t('admin.listLabel')} busy={busy}>
      {articles.map((article) => {
        const headline = headlineOf(article, t);
        return (
          <Card.Root as="li" key={article.id} size="sm" variant="outline">
            <Card.Body gap="2">
              <Text fontWeight="medium" lang={headline.lang}>
                <Headline headline={headline} />
              </Text>
              <HStack gap="2" wrap="wrap" fontSize="sm">
                {article.category && (
                  <Badge variant="outline">{t(`categories.${article.category}`)}</Badge>
                )}
                <Text color="fg.muted">{article.author.name}</Text>
                <Text asChild color="fg.muted">
                  <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
                </Text>
              </HStack>
              <ArticleRowStatus article={article} />
              <Actions article={article} onDelete={onDelete} />
            </Card.Body>
          </Card.Root>
        );
      })}
    </CardList>
  );
}
