import { Category, CATEGORY_NAMES, type CategoryName } from '@news/contract';

/** In addresses a category is written as the REST API spells it (`?category=Sports`). */
export function categoryToParam(category: CategoryName): string {
  return Category[category];
}

export function categoryFromParam(param: string | null): CategoryName | undefined {
  if (!param) return undefined;
  const lower = param.toLowerCase();
  return CATEGORY_NAMES.find((name) => Category[name].toLowerCase() === lower);
}
