import { Button, HStack, Input } from '@chakra-ui/react';
import { isSafeHref } from '@news/contract';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeHref } from './links';
import { PanelBox, PanelField } from './PanelBox';

/** Adds, changes or removes the link on the selection (or at the caret). */
export function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const current = (editor.getAttributes('link') as { href?: string }).href ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string | undefined>();

  const apply = () => {
    const address = normalizeHref(href);
    if (!isSafeHref(address)) {
      setError(t('storyEditor.linkInvalid'));
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked words.
      chain
        .insertContent({
          type: 'text',
          text: address,
          marks: [{ type: 'link', attrs: { href: address } }],
        })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href: address }).run();
    }
    onClose();
  };

  return (
    <PanelBox label={t('storyEditor.linkPanel')}>
      <PanelField
        label={t('storyEditor.linkAddress')}
        error={error}
        helper={t('storyEditor.linkHelp')}
      >
        <Input
          type="text"
          inputMode="url"
          autoFocus
          value={href}
          placeholder="https://"
          onChange={(e) => {
            setHref(e.currentTarget.value);
            setError(undefined);
          }}
          onKeyDown={(e) => {
            // Enter applies the link here, not the article form's main action.
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              onClose();
              editor.commands.focus();
            }
          }}
        />
      </PanelField>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="red" onClick={apply}>
          {t('storyEditor.linkApply')}
        </Button>
        {current && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            {t('storyEditor.linkRemove')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            onClose();
            editor.commands.focus();
          }}
        >
          {t('storyEditor.cancel')}
        </Button>
      </HStack>
    </PanelBox>
  );
}
