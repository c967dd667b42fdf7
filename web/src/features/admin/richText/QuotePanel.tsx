import { Input } from '@chakra-ui/react';
import { LIMITS } from '@news/contract';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { PanelBox, PanelField } from './PanelBox';

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
      <PanelField label={t('storyEditor.attribution')} helper={t('storyEditor.attributionHelp')}>
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
      </PanelField>
    </PanelBox>
  );
}
