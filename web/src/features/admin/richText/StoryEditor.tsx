import { Stack } from '@chakra-ui/react';
import { EditorContent } from '@tiptap/react';
import { useState } from 'react';
import { EDITOR_CSS } from './editorCss';
import { LinkPanel } from './LinkPanel';
import { PhotoPanel } from './PhotoPanel';
import { QuotePanel } from './QuotePanel';
import { SelectedPhotoPanel } from './SelectedPhotoPanel';
import { Toolbar, type Panel } from './Toolbar';
import { useStoryEditor, type StoryEditorProps } from './useStoryEditor';

/**
 * The article's body: a TipTap editor limited to the contract's document (`RichDocument`), with
 * a toolbar for the block type, bold and italic, links, quotes with their attribution, lists and
 * photos from the photo pipeline. It goes inside a `FormField`, whose label and texts it takes.
 * `onChange` gives the document and its plain text on every change.
 */
export default function StoryEditor(props: StoryEditorProps) {
  const { lang, readOnly = false } = props;
  const editor = useStoryEditor(props);
  const [panel, setPanel] = useState<Panel>(null);

  return (
    <Stack
      gap="0"
      borderWidth="1px"
      rounded="l2"
      // As wide as the form's other fields: a field lines its controls up at the start.
      alignSelf="stretch"
      minW="0"
      css={EDITOR_CSS}
      data-story-editor=""
    >
      {!readOnly && <Toolbar editor={editor} panel={panel} onPanel={setPanel} />}
      {!readOnly && panel === 'link' && (
        <LinkPanel editor={editor} onClose={() => setPanel(null)} />
      )}
      {!readOnly && panel === 'photo' && (
        <PhotoPanel
          lang={lang}
          onInsert={(photo) => {
            editor.chain().focus().insertContent({ type: 'image', attrs: photo }).run();
            setPanel(null);
          }}
          onClose={() => {
            setPanel(null);
            editor.commands.focus();
          }}
        />
      )}
      {!readOnly && <QuotePanel editor={editor} lang={lang} />}
      {!readOnly && <SelectedPhotoPanel editor={editor} lang={lang} />}
      <EditorContent editor={editor} />
    </Stack>
  );
}
