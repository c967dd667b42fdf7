import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';

/** The sentence Apollo's page shows while Sandbox, loaded from Apollo's CDN, has not come. */
const OFFLINE_SENTENCE = /<p>Apollo Sandbox cannot be loaded;[^<]*<\/p>/;

/**
 * Apollo's sentence, then where the explorer that needs no internet is. Apollo's empty frame for
 * Sandbox lies over the whole page: until Sandbox fills it, it lets clicks through to the link
 * (a style under the page's own nonce, which its policy asks of every style).
 */
export function withGraphiqlLink(html: string): string {
  const nonce = /\bnonce="?([0-9a-f]+)/.exec(html)?.[1];
  const letThrough = nonce
    ? `\n  <style nonce="${nonce}">#embeddableSandbox:empty { pointer-events: none; }</style>`
    : '';
  return html.replace(
    OFFLINE_SENTENCE,
    (sentence) =>
      `${sentence}\n  <p>This site serves GraphiQL itself, which needs no internet: <a href="/graphiql">open GraphiQL</a>.</p>${letThrough}`,
  );
}

/**
 * Apollo Sandbox at /graphql in development, embedded as Apollo Server draws it. Offline (or
 * where Apollo's CDN is blocked) its page says only that Sandbox cannot load: with GraphiQL
 * served, it also links there.
 */
export function sandboxLandingPage(graphiqlServed: boolean): ApolloServerPlugin {
  const sandbox = ApolloServerPluginLandingPageLocalDefault({
    embed: true,
    includeCookies: true,
    footer: false,
  });
  if (!graphiqlServed) return sandbox;
  return {
    async serverWillStart(service) {
      const listener = await sandbox.serverWillStart?.(service);
      if (!listener?.renderLandingPage) return listener;
      return {
        ...listener,
        renderLandingPage: async () => {
          const { html } = await listener.renderLandingPage!();
          // A page of its own each time: Apollo's carries a fresh nonce per request.
          return {
            html: async () => withGraphiqlLink(typeof html === 'string' ? html : await html()),
          };
        },
      };
    },
  };
}
