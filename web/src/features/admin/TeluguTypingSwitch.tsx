import { Box, Flex, Stack, Switch, Text } from '@chakra-ui/react';
import { typedToTelugu } from '@news/contract/teluguScheme';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The scheme's key, by group: each example is written by the scheme itself, so the key shows
 * exactly what typing gives.
 */
const KEY: { group: string; typed: string[] }[] = [
  { group: 'vowels', typed: ['kaa', 'kii', 'kee', 'kuu', 'koo', 'kE', 'kai', 'kO', 'kau'] },
  { group: 'capitals', typed: ['maaTa', 'aDavi', 'telangaaNa', 'kaLLu', 'bhaaSha', 'kRShNa'] },
  { group: 'aspirates', typed: ['kha', 'gha', 'chha', 'tha', 'dha', 'pha', 'bha', 'sha', 'ksha'] },
  { group: 'nasals', typed: ['manchi', 'nagaram', 'nagaramlo', 'amma', 'saMyukta', 'duHkham'] },
];

/**
 * The writer's switch for typing Telugu in English letters, above a Telugu article's fields: a
 * real switch with its name, its state said in words under it (read out with it), and the
 * scheme's key one click away.
 */
export function TeluguTypingSwitch({
  on,
  onChange,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const stateId = `typing-state-${useId()}`;
  return (
    <Stack gap="2" borderWidth="1px" rounded="l2" p="3" data-telugu-typing="">
      <Switch.Root
        checked={on}
        onCheckedChange={(details) => onChange(details.checked)}
        colorPalette="red"
      >
        <Switch.HiddenInput role="switch" aria-describedby={stateId} />
        {/* Its edge drawn, so that off it still stands out from the page in both themes. */}
        <Switch.Control borderWidth="1px" borderColor="border.emphasized">
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label fontWeight="medium">{t('articleForm.teluguTyping')}</Switch.Label>
      </Switch.Root>
      <Text id={stateId} fontSize="sm" color="fg.muted">
        {t(on ? 'articleForm.teluguTypingOn' : 'articleForm.teluguTypingOff')}
      </Text>
      <Box as="details" fontSize="sm">
        <Box as="summary" cursor="pointer" color="fg.muted" width="fit-content">
          {t('articleForm.teluguTypingKey')}
        </Box>
        <Stack gap="2" mt="2">
          {KEY.map(({ group, typed }) => (
            <Box key={group}>
              <Text fontWeight="medium">{t(`articleForm.teluguTypingGroups.${group}`)}</Text>
              <Flex as="ul" wrap="wrap" columnGap="4" rowGap="1" listStyleType="none">
                {typed.map((latin) => (
                  <Box as="li" key={latin} whiteSpace="nowrap">
                    <Text as="span" fontFamily="mono" color="fg.muted">
                      {latin}
                    </Text>{' '}
                    <span lang="te">{typedToTelugu(latin)}</span>
                  </Box>
                ))}
              </Flex>
            </Box>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
