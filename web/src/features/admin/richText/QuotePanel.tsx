import { Input } from '@chakra-ui/react';
import { LIMITS } from '@news/contract';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/components/FormField';
import { PanelBox } from './PanelBox';

/** While the caret is in a quote: who said it. */
export function QuotePanel({ editor, lang }: { editor: Editor; lang: string | undefined }) {
  const { t } = useTranslation();
  const attribution = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e.isActive('blockquote')
        ? ((e.getAttributes('blockquote') as { attribution?: string | null }).attribution ?? '')
        : null,
  });
  if (attribution === null) return null;
  return (
    <PanelBox label={t('storyEditor.quotePanel')}>
      <FormField
        label={t('storyEditor.attribution')}
        error={undefined}
        helper={t('storyEditor.attributionHelp')}
        required={false}
      >
        <Input
          size="sm"
          lang={lang}
          maxLength={LIMITS.attributionMax}
          value={attribution}
          onChange={(e) =>
            editor.commands.updateAttributes('blockquote', {
              attribution: e.currentTarget.value || null,
            })
          }
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              editor.commands.focus();
            }
          }}
        />
      </FormField>
    </PanelBox>
  );
}
