import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EDITIONS, type Edition } from './edition';

/** English, Telugu or both: which edition's news the home page lists. */
export function EditionControl({
  edition,
  onChange,
}: {
  edition: Edition;
  onChange: (edition: Edition) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group attached role="group" aria-label={t('home.edition')}>
      {EDITIONS.map((e) => (
        <Button
          key={e}
          size="sm"
          variant={e === edition ? 'solid' : 'outline'}
          colorPalette="red"
          aria-pressed={e === edition}
          lang={e === 'all' ? undefined : e}
          onClick={() => onChange(e)}
        >
          {e === 'all' ? t('home.editionAll') : t(`languages.${e}`)}
        </Button>
      ))}
    </Group>
  );
}
