// The self-hosted GraphQL explorer at /graphiql: GraphiQL and its Monaco editors, bundled from
// node_modules (no CDN), talking to /graphql on the same origin.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './page.css';
import { GraphiQL } from 'graphiql';
import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { addTeluguFaces } from './telugu';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

/**
 * Posts each operation (the schema's introspection too) to /graphql. The session cookie (path
 * /graphql) rides along on the same origin; headers typed in the Headers tab, such as
 * `{"Authorization": "Bearer ..."}`, are sent with every request.
 */
const fetcher: Fetcher = async (params, options) => {
  const headers = new Headers({
    accept: 'application/graphql-response+json, application/json',
    'content-type': 'application/json',
  });
  for (const [name, value] of Object.entries(options?.headers ?? {})) {
    if (value !== undefined && value !== null) headers.set(name, String(value));
  }
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify(params),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as Awaited<ReturnType<Fetcher>>;
  } catch {
    // Not JSON (a proxy's error page): show what came back rather than a parse error.
    return { errors: [{ message: `HTTP ${response.status}: ${text.slice(0, 500)}` }] } as never;
  }
};

const DEFAULT_QUERY = `# The news site's GraphQL API. Signed-in requests use the site's session cookie;
# for a token, add {"Authorization": "Bearer <token>"} in the Headers tab below.
{
  categories
}
`;

addTeluguFaces();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
