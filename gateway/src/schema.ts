import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { repoRoot } from './config.js';
import { resolvers } from './resolvers/index.js';

export const SCHEMA_FILE = path.join(repoRoot, 'schema.graphql');

export function buildSchema() {
  const typeDefs = fs.readFileSync(SCHEMA_FILE, 'utf8');
  return makeExecutableSchema({ typeDefs, resolvers });
}
