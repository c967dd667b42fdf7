import type { Category } from '../gql/graphql';

/** The home page's order (the spec's). */
export const HOME_CATEGORIES: readonly Category[] = [
  'POLITICS',
  'SPORTS',
  'ENTERTAINMENT',
  'BUSINESS',
  'TECHNOLOGY',
  'ENVIRONMENT',
  'ANNOUNCEMENT',
];

/** The article form's order (the spec's). */
export const FORM_CATEGORIES: readonly Category[] = [
  'POLITICS',
  'SPORTS',
  'ENTERTAINMENT',
  'TECHNOLOGY',
  'BUSINESS',
  'ENVIRONMENT',
  'ANNOUNCEMENT',
];

/** In addresses a category is written as the spec names it (`?category=Sports`). */
export function categoryToParam(category: Category): string {
  return category.charAt(0) + category.slice(1).toLowerCase();
}

export function categoryFromParam(param: string | null): Category | undefined {
  if (!param) return undefined;
  const upper = param.toUpperCase();
  return HOME_CATEGORIES.find((c) => c === upper);
}
