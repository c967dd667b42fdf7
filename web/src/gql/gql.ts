/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      fullName\n      role\n    }\n  }\n": typeof types.MeDocument,
    "\n  query AdminArticles($page: Int!, $pageSize: Int!) {\n    articles(page: $page, pageSize: $pageSize, sortBy: DATE_DESC) {\n      totalItems\n      totalPages\n      items {\n        id\n        title\n        category\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminArticlesDocument,
    "\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n": typeof types.DeleteArticleDocument,
    "\n  query EditArticle($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n": typeof types.EditArticleDocument,
    "\n  mutation CreateArticle($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n": typeof types.CreateArticleDocument,
    "\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n": typeof types.UpdateArticleDocument,
    "\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n": typeof types.ArticleDetailDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      expiresAt\n      user {\n        id\n        username\n        fullName\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query HomeArticles($page: Int!, $pageSize: Int!, $search: String, $category: Category) {\n    articles(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      category: $category\n      sortBy: DATE_DESC\n    ) {\n      totalItems\n      items {\n        id\n        title\n        content\n        category\n        mediaUrl\n        createdAt\n      }\n    }\n  }\n": typeof types.HomeArticlesDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      username\n      fullName\n      email\n      role\n      isActive\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      username\n      fullName\n      email\n      role\n      isActive\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  query Users($page: Int!, $pageSize: Int!) {\n    users(page: $page, pageSize: $pageSize, sortBy: CREATED_DESC) {\n      totalItems\n      totalPages\n      items {\n        id\n        username\n        fullName\n        email\n        role\n        isActive\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation EndUserSessions($id: ID!) {\n    endUserSessions(id: $id)\n  }\n": typeof types.EndUserSessionsDocument,
};
const documents: Documents = {
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      fullName\n      role\n    }\n  }\n": types.MeDocument,
    "\n  query AdminArticles($page: Int!, $pageSize: Int!) {\n    articles(page: $page, pageSize: $pageSize, sortBy: DATE_DESC) {\n      totalItems\n      totalPages\n      items {\n        id\n        title\n        category\n        createdAt\n      }\n    }\n  }\n": types.AdminArticlesDocument,
    "\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n": types.DeleteArticleDocument,
    "\n  query EditArticle($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n": types.EditArticleDocument,
    "\n  mutation CreateArticle($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n": types.CreateArticleDocument,
    "\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n": types.UpdateArticleDocument,
    "\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n": types.ArticleDetailDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      expiresAt\n      user {\n        id\n        username\n        fullName\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  query HomeArticles($page: Int!, $pageSize: Int!, $search: String, $category: Category) {\n    articles(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      category: $category\n      sortBy: DATE_DESC\n    ) {\n      totalItems\n      items {\n        id\n        title\n        content\n        category\n        mediaUrl\n        createdAt\n      }\n    }\n  }\n": types.HomeArticlesDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      username\n      fullName\n      email\n      role\n      isActive\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      username\n      fullName\n      email\n      role\n      isActive\n    }\n  }\n": types.UpdateUserDocument,
    "\n  query Users($page: Int!, $pageSize: Int!) {\n    users(page: $page, pageSize: $pageSize, sortBy: CREATED_DESC) {\n      totalItems\n      totalPages\n      items {\n        id\n        username\n        fullName\n        email\n        role\n        isActive\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  mutation EndUserSessions($id: ID!) {\n    endUserSessions(id: $id)\n  }\n": types.EndUserSessionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      username\n      fullName\n      role\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      username\n      fullName\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArticles($page: Int!, $pageSize: Int!) {\n    articles(page: $page, pageSize: $pageSize, sortBy: DATE_DESC) {\n      totalItems\n      totalPages\n      items {\n        id\n        title\n        category\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminArticles($page: Int!, $pageSize: Int!) {\n    articles(page: $page, pageSize: $pageSize, sortBy: DATE_DESC) {\n      totalItems\n      totalPages\n      items {\n        id\n        title\n        category\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditArticle($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditArticle($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateArticle($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateArticle($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      content\n      category\n      mediaUrl\n      createdAt\n      author {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      expiresAt\n      user {\n        id\n        username\n        fullName\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      expiresAt\n      user {\n        id\n        username\n        fullName\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeArticles($page: Int!, $pageSize: Int!, $search: String, $category: Category) {\n    articles(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      category: $category\n      sortBy: DATE_DESC\n    ) {\n      totalItems\n      items {\n        id\n        title\n        content\n        category\n        mediaUrl\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeArticles($page: Int!, $pageSize: Int!, $search: String, $category: Category) {\n    articles(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      category: $category\n      sortBy: DATE_DESC\n    ) {\n      totalItems\n      items {\n        id\n        title\n        content\n        category\n        mediaUrl\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      username\n      fullName\n      email\n      role\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      username\n      fullName\n      email\n      role\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      username\n      fullName\n      email\n      role\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      username\n      fullName\n      email\n      role\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($page: Int!, $pageSize: Int!) {\n    users(page: $page, pageSize: $pageSize, sortBy: CREATED_DESC) {\n      totalItems\n      totalPages\n      items {\n        id\n        username\n        fullName\n        email\n        role\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users($page: Int!, $pageSize: Int!) {\n    users(page: $page, pageSize: $pageSize, sortBy: CREATED_DESC) {\n      totalItems\n      totalPages\n      items {\n        id\n        username\n        fullName\n        email\n        role\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndUserSessions($id: ID!) {\n    endUserSessions(id: $id)\n  }\n"): (typeof documents)["\n  mutation EndUserSessions($id: ID!) {\n    endUserSessions(id: $id)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;