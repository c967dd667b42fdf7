/** The feeds' query parameters, read strictly: a bad one is a 400 that says what to give. */
import { CATEGORIES, type Category, type Language } from '@news/contract';
import type { FastifyRequest } from 'fastify';
import { EDITIONS, isLanguage } from './documents.js';

/** The largest sitemap part number accepted in `?page=` (50 million articles). */
const SITEMAP_PAGE_MAX = 1000;

export class BadParameter extends Error {}

/** A query parameter given once, or undefined when absent or empty. */
function param(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new BadParameter(`Give the ${name} parameter only once.`);
  return value;
}

/** `?edition=en|te` (`all`, empty or left out: both editions). */
export function editionParam(request: FastifyRequest): Language | undefined {
  const value = param(request, 'edition')?.toLowerCase();
  if (value === undefined || value === 'all') return undefined;
  if (isLanguage(value)) return value;
  throw new BadParameter(
    `The edition parameter must be ${EDITIONS.join(' or ')} (or left out for both editions).`,
  );
}

/** `?category=Sports`, as the home page's address spells it (any case). */
export function categoryParam(request: FastifyRequest): Category | undefined {
  const value = param(request, 'category')?.toLowerCase();
  if (value === undefined) return undefined;
  const category = CATEGORIES.find((c) => c.toLowerCase() === value);
  if (category) return category;
  throw new BadParameter(
    `The category parameter must be one of ${CATEGORIES.join(', ')} (or left out for all).`,
  );
}

/** `?page=N` of a sitemap split into parts. */
export function pageParam(request: FastifyRequest): number | undefined {
  const value = param(request, 'page');
  if (value === undefined) return undefined;
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > SITEMAP_PAGE_MAX) {
    throw new BadParameter(
      `The page parameter must be a whole number from 1 to ${SITEMAP_PAGE_MAX}.`,
    );
  }
  return Number(value);
}
