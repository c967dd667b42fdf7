import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';

/** "Back to News": a reader page's way home (a plain link: reader pages are whole pages). */
export function BackToNews() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" size="sm" alignSelf="flex-start">
      <a href="/home">
        <LuArrowLeft aria-hidden /> {t('article.back')}
      </a>
    </Button>
  );
}
