/*
 * GraphQL enum values and the REST API's spelling of each come from the contract package: the
 * resolvers give these maps to the schema as the enums' internal values, and codegen.ts gives
 * them to the generated types.
 */
export { ArticleSort, ArticleStatus, Category, Language, Role, UserSort } from '@news/contract';
