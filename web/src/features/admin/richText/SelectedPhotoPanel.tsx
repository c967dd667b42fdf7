import { Button, HStack } from '@chakra-ui/react';
import { NodeSelection } from '@tiptap/pm/state';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { PanelBox } from './PanelBox';
import { PhotoWords, usePhotoWords } from './PhotoWords';
import type { StoryPhoto } from './storyPhoto';

/** A photo of the story, selected: its alt text, caption and credit to change. */
export function SelectedPhotoPanel({ editor, lang }: { editor: Editor; lang: string | undefined }) {
  const selected = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const { selection } = e.state;
      return selection instanceof NodeSelection && selection.node.type.name === 'image'
        ? { pos: selection.from, attrs: selection.node.attrs as StoryPhoto }
        : null;
    },
    equalityFn: (a, b) => a?.pos === b?.pos && a?.attrs === b?.attrs,
  });
  if (!selected) return null;
  return <PhotoDetails key={selected.pos} editor={editor} attrs={selected.attrs} lang={lang} />;
}

function PhotoDetails({
  editor,
  attrs,
  lang,
}: {
  editor: Editor;
  attrs: StoryPhoto;
  lang: string | undefined;
}) {
  const { t } = useTranslation();
  const { take, fields } = usePhotoWords({
    alt: attrs.alt ?? '',
    caption: attrs.caption ?? '',
    credit: attrs.credit ?? '',
  });
  return (
    <PanelBox label={t('storyEditor.photoDetails')}>
      <PhotoWords {...fields} lang={lang} />
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          colorPalette="red"
          onClick={() => {
            const taken = take();
            if (taken) editor.chain().focus().updateAttributes('image', taken).run();
          }}
        >
          {t('storyEditor.photoUpdate')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => editor.chain().focus().deleteSelection().run()}
        >
          {t('storyEditor.photoRemove')}
        </Button>
      </HStack>
    </PanelBox>
  );
}
