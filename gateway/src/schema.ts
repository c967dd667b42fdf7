import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { isScalarType } from 'graphql';
import { tagSchema } from './cache-tags.js';
import { repoRoot } from './config.js';
import { resolvers } from './resolvers/index.js';

export const SCHEMA_FILE = path.join(repoRoot, 'schema.graphql');

export function buildSchema() {
  const typeDefs = fs.readFileSync(SCHEMA_FILE, 'utf8');
  const schema = makeExecutableSchema({ typeDefs, resolvers });
  // graphql-tools copies every property of a scalar's resolver onto the type, an undefined
  // description included; the description written in schema.graphql is put back.
  for (const type of Object.values(schema.getTypeMap())) {
    if (isScalarType(type) && !type.description && type.astNode?.description) {
      type.description = type.astNode.description.value;
    }
  }
  return tagSchema(schema);
}
