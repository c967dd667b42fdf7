import { chakra } from '@chakra-ui/react';
import { homePath } from '@news/contract';
import { Trans } from 'react-i18next';
import type { HomeView } from './homeData';

const TELUGU = /[\u0C00-\u0C7F]/u;

/**
 * "Did you mean …?" over a search that found few stories: the search as it was likely meant, a
 * link that searches it in one tap (the same edition, category and order).
 */
export function DidYouMean({ view, correction }: { view: HomeView; correction: string }) {
  const { editionParam, category, sort } = view;
  return (
    <chakra.p mb="4" fontSize="md">
      <Trans
        i18nKey="home.didYouMean"
        values={{ search: correction }}
        components={[
          <chakra.a
            key="search"
            href={homePath({ edition: editionParam, search: correction, category, sort })}
            lang={TELUGU.test(correction) ? 'te' : 'en'}
            fontWeight="semibold"
            textDecoration="underline"
          />,
        ]}
      />
    </chakra.p>
  );
}
