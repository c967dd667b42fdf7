import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useFieldContext } from '@chakra-ui/react';
import { isSafeHref, LIMITS, plainTextOf, UPLOAD_FORMATS, type RichDocument } from '@news/contract';
import { NodeSelection } from '@tiptap/pm/state';
import {
  EditorContent,
  useEditor,
  useEditorState,
  type ChainedCommands,
  type Editor,
} from '@tiptap/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuBold,
  LuHeading2,
  LuHeading3,
  LuImagePlus,
  LuItalic,
  LuLink,
  LuList,
  LuListOrdered,
  LuPilcrow,
  LuTextQuote,
} from 'react-icons/lu';
import type { IconType } from 'react-icons';
import type { ArticlePhoto } from '../../../shared/components/ArticleImage';
import { FormField } from '../../../shared/components/FormField';
import { checkPhotoFile, uploadFailureMessage, uploadPhoto } from '../../../shared/uploadPhoto';
import { storyExtensions } from './extensions';
import { normalizeHref } from './links';
import { tidyDocument } from './plainText';
import { setTeluguTyping, TeluguTyping } from './teluguTypingPlugin';
import { useRovingFocus } from './useRovingFocus';

/** The photo's widest file in its own format: what the story's `image` node points at. */
export function srcOfPhoto(photo: ArticlePhoto): string {
  const own = photo.variants
    .filter((v) => v.format === photo.format)
    .sort((a, b) => b.width - a.width);
  return (own[0] ?? photo.variants[0])?.url ?? '';
}

/** The attributes of a photo in the story. */
export interface StoryPhoto {
  imageId: string;
  src: string;
  alt: string;
  caption: string | null;
  credit: string | null;
}

type Panel = 'link' | 'photo' | null;

/**
 * The article's body: a TipTap editor limited to the contract's document (`RichDocument`), with
 * a toolbar for the block type, bold and italic, links, quotes with their attribution, lists and
 * photos from the photo pipeline. It goes inside a `FormField`, whose label and texts it takes.
 * `onChange` gives the document and its plain text on every change.
 */
export default function StoryEditor({
  value,
  onChange,
  onBlur,
  lang,
  readOnly = false,
  teluguTyping = false,
}: {
  value: RichDocument;
  onChange: (doc: RichDocument, text: string) => void;
  onBlur?: () => void;
  lang: string | undefined;
  readOnly?: boolean;
  /** Whether English letters become Telugu as they are typed (see teluguTyping.ts). */
  teluguTyping?: boolean;
}) {
  const field = useFieldContext();
  // The document this editor last gave: any other value is one the form set (a restore).
  const emitted = useRef<RichDocument>(value);
  const latest = useRef({ onChange, onBlur });
  useEffect(() => {
    latest.current = { onChange, onBlur };
  });

  // Labelled and described by the FormField around it, as an input would be.
  const labelId = field?.ids.label ?? '';
  const describedBy = field?.ariaDescribedby;
  const invalid = !!field?.invalid;
  const required = !!field?.required;
  const attributes = useMemo(() => {
    const attrs: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      class: 'story-editor',
    };
    if (describedBy) attrs['aria-describedby'] = describedBy;
    if (invalid) attrs['aria-invalid'] = 'true';
    if (required) attrs['aria-required'] = 'true';
    if (readOnly) attrs['aria-readonly'] = 'true';
    if (lang) attrs.lang = lang;
    return attrs;
  }, [labelId, describedBy, invalid, required, readOnly, lang]);

  const editor = useEditor({
    extensions: [...storyExtensions(), TeluguTyping],
    content: value,
    editable: !readOnly,
    editorProps: { attributes },
    onUpdate: ({ editor }) => {
      const doc = tidyDocument(editor.getJSON() as RichDocument);
      emitted.current = doc;
      latest.current.onChange(doc, plainTextOf(doc));
    },
    onBlur: () => latest.current.onBlur?.(),
  });

  useEffect(() => {
    setTeluguTyping(editor, teluguTyping);
  }, [editor, teluguTyping]);
  useEffect(() => {
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, attributes]);
  useEffect(() => {
    editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

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

/** What the toolbar shows as on, read from the editor's state on each change. */
function useActive(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph') && !e.isActive('blockquote') && !e.isActive('listItem'),
      heading2: e.isActive('heading', { level: 2 }),
      heading3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      quote: e.isActive('blockquote'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
    }),
  });
}

type Active = ReturnType<typeof useActive>;

/** A button of the toolbar: its name (under `storyEditor.`) and what it does. */
type Tool = { name: string; icon: IconType } & (
  | { toggle?: keyof Active; command: (chain: ChainedCommands) => ChainedCommands }
  | { toggle?: keyof Active; panel: Exclude<Panel, null> }
);

const TOOLS: readonly Tool[] = [
  { name: 'paragraph', icon: LuPilcrow, toggle: 'paragraph', command: (c) => c.setParagraph() },
  {
    name: 'heading2',
    icon: LuHeading2,
    toggle: 'heading2',
    command: (c) => c.toggleHeading({ level: 2 }),
  },
  {
    name: 'heading3',
    icon: LuHeading3,
    toggle: 'heading3',
    command: (c) => c.toggleHeading({ level: 3 }),
  },
  { name: 'bold', icon: LuBold, toggle: 'bold', command: (c) => c.toggleBold() },
  { name: 'italic', icon: LuItalic, toggle: 'italic', command: (c) => c.toggleItalic() },
  { name: 'link', icon: LuLink, toggle: 'link', panel: 'link' },
  { name: 'quote', icon: LuTextQuote, toggle: 'quote', command: (c) => c.toggleBlockquote() },
  {
    name: 'bulletList',
    icon: LuList,
    toggle: 'bulletList',
    command: (c) => c.toggleBulletList(),
  },
  {
    name: 'orderedList',
    icon: LuListOrdered,
    toggle: 'orderedList',
    command: (c) => c.toggleOrderedList(),
  },
  { name: 'photo', icon: LuImagePlus, panel: 'photo' },
];

function ToolButton({
  label,
  pressed,
  onPress,
  children,
  expanded,
  roving,
}: {
  label: string;
  pressed?: boolean;
  /** `focused`: the button has the focus (a keyboard's Enter or Space pressed it). */
  onPress: (focused: boolean) => void;
  children: ReactNode;
  expanded?: boolean;
  roving: ReturnType<ReturnType<typeof useRovingFocus>['item']>;
}) {
  return (
    <IconButton
      size="sm"
      variant={pressed ? 'subtle' : 'ghost'}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      {...roving}
      // The editor keeps its selection: the button acts on it, and does not take the focus.
      onMouseDown={(e) => e.preventDefault()}
      onClick={(e) => onPress(e.currentTarget === document.activeElement)}
    >
      {children}
    </IconButton>
  );
}

/**
 * The formatting toolbar, one Tab stop with the arrow keys between its buttons. A button
 * pressed from the keyboard keeps the focus, so that its new state is heard and Tab goes on to
 * the story; pressed with the mouse, the story keeps the focus it never lost.
 */
function Toolbar({
  editor,
  panel,
  onPanel,
}: {
  editor: Editor;
  panel: Panel;
  onPanel: (panel: Panel) => void;
}) {
  const { t } = useTranslation();
  const active = useActive(editor);
  const roving = useRovingFocus(TOOLS.length);
  return (
    <HStack
      role="toolbar"
      aria-label={t('storyEditor.toolbar')}
      {...roving.container}
      gap="0.5"
      wrap="wrap"
      p="1"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="1"
      bg="bg"
      roundedTop="l2"
    >
      {TOOLS.map((tool, index) => {
        const Icon = tool.icon;
        return (
          <ToolButton
            key={tool.name}
            label={t(`storyEditor.${tool.name}`)}
            pressed={tool.toggle && active[tool.toggle]}
            expanded={'panel' in tool ? panel === tool.panel : undefined}
            roving={roving.item(index)}
            onPress={(focused) => {
              if ('panel' in tool) {
                onPanel(panel === tool.panel ? null : tool.panel);
              } else {
                tool.command(focused ? editor.chain() : editor.chain().focus()).run();
              }
            }}
          >
            <Icon aria-hidden />
          </ToolButton>
        );
      })}
    </HStack>
  );
}

/** A small form inside the editor's frame (not a `<form>`: the article form holds it). */
function PanelBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} p="3" borderBottomWidth="1px" bg="bg.subtle">
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

/** Adds, changes or removes the link on the selection (or at the caret). */
function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
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
      <FormField
        label={t('storyEditor.linkAddress')}
        error={error}
        helper={t('storyEditor.linkHelp')}
        required={false}
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
      </FormField>
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

/** While the caret is in a quote: who said it. */
function QuotePanel({ editor, lang }: { editor: Editor; lang: string | undefined }) {
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

/** The words that go with a photo: alt text (required), caption and credit. */
function PhotoWords({
  words,
  onChange,
  altError,
  lang,
}: {
  words: { alt: string; caption: string; credit: string };
  onChange: (words: { alt: string; caption: string; credit: string }) => void;
  altError: string | undefined;
  lang: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t('articleForm.imageAlt')}
        error={altError}
        helper={t('articleForm.imageAltHelp')}
      >
        <Input
          lang={lang}
          maxLength={LIMITS.imageAltMax}
          value={words.alt}
          onChange={(e) => onChange({ ...words, alt: e.currentTarget.value })}
        />
      </FormField>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <FormField label={t('articleForm.imageCaption')} error={undefined} required={false}>
          <Input
            lang={lang}
            maxLength={LIMITS.imageCaptionMax}
            value={words.caption}
            onChange={(e) => onChange({ ...words, caption: e.currentTarget.value })}
          />
        </FormField>
        <FormField label={t('articleForm.imageCredit')} error={undefined} required={false}>
          <Input
            maxLength={LIMITS.imageCreditMax}
            value={words.credit}
            onChange={(e) => onChange({ ...words, credit: e.currentTarget.value })}
          />
        </FormField>
      </Stack>
    </>
  );
}

const wordsOf = (words: { alt: string; caption: string; credit: string }) => ({
  alt: words.alt.trim(),
  caption: words.caption.trim() || null,
  credit: words.credit.trim() || null,
});

/**
 * A photo for the story: uploaded through the photo pipeline as the article's own photo is,
 * then put in at the caret once it has its alt text.
 */
function PhotoPanel({
  lang,
  onInsert,
  onClose,
}: {
  lang: string | undefined;
  onInsert: (photo: StoryPhoto) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<ArticlePhoto | null>(null);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const [altError, setAltError] = useState<string | undefined>();
  const [words, setWords] = useState({ alt: '', caption: '', credit: '' });
  const upload = useRef<AbortController | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    upload.current?.abort();
    setFileError(undefined);
    const refusal = checkPhotoFile(file);
    if (refusal) {
      input.value = '';
      setFileError(t(`uploadRefusals.${refusal}`));
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setUploading(true);
    try {
      const uploaded = await uploadPhoto(file, controller.signal);
      if (upload.current === controller) setPhoto(uploaded);
    } catch (error) {
      if (upload.current === controller) setFileError(uploadFailureMessage(t, error));
    } finally {
      if (upload.current === controller) {
        upload.current = null;
        setUploading(false);
      }
    }
  };

  const insert = () => {
    if (!photo) return;
    if (!words.alt.trim()) {
      setAltError(t('storyEditor.photoAltRequired'));
      return;
    }
    onInsert({ imageId: photo.id, src: srcOfPhoto(photo), ...wordsOf(words) });
  };

  return (
    <PanelBox label={t('storyEditor.photoPanel')}>
      <FormField
        label={t('articleForm.photoFile')}
        error={fileError}
        helper={t('articleForm.photoFileHelp')}
        required={false}
      >
        <Input
          type="file"
          accept={UPLOAD_FORMATS.join(',')}
          onChange={(e) => void onFile(e.currentTarget)}
          h="auto"
          py="1.5"
          px="2"
        />
      </FormField>
      <Text role="status" fontSize="sm" color="fg.muted">
        {uploading ? t('articleForm.photoUploading') : photo ? t('articleForm.photoUploaded') : ''}
      </Text>
      {photo && (
        <>
          <Box maxW="16rem">
            <img
              src={srcOfPhoto(photo)}
              alt={words.alt.trim()}
              style={{ display: 'block', width: '100%', height: 'auto', borderRadius: '6px' }}
            />
          </Box>
          <PhotoWords
            words={words}
            onChange={(next) => {
              setWords(next);
              if (next.alt.trim()) setAltError(undefined);
            }}
            altError={altError}
            lang={lang}
          />
        </>
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="red" disabled={!photo} onClick={insert}>
          {t('storyEditor.photoInsert')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('storyEditor.cancel')}
        </Button>
      </HStack>
    </PanelBox>
  );
}

/** A photo of the story, selected: its alt text, caption and credit to change. */
function SelectedPhotoPanel({ editor, lang }: { editor: Editor; lang: string | undefined }) {
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
  const [words, setWords] = useState({
    alt: attrs.alt ?? '',
    caption: attrs.caption ?? '',
    credit: attrs.credit ?? '',
  });
  const [altError, setAltError] = useState<string | undefined>();
  return (
    <PanelBox label={t('storyEditor.photoDetails')}>
      <PhotoWords
        words={words}
        onChange={(next) => {
          setWords(next);
          if (next.alt.trim()) setAltError(undefined);
        }}
        altError={altError}
        lang={lang}
      />
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          colorPalette="red"
          onClick={() => {
            if (!words.alt.trim()) {
              setAltError(t('storyEditor.photoAltRequired'));
              return;
            }
            editor.chain().focus().updateAttributes('image', wordsOf(words)).run();
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

/** How the story looks while it is written: near enough to the reader page's. */
const EDITOR_CSS = {
  '& .story-editor': {
    minHeight: '16rem',
    padding: '0.75rem',
    outline: 'none',
    lineHeight: '1.7',
    overflowWrap: 'anywhere',
  },
  '& .story-editor:focus-visible': {
    boxShadow: 'inset 0 0 0 2px var(--chakra-colors-color-palette-focus-ring, #b91c1c)',
  },
  '& .story-editor > * + *': { marginTop: '0.75em' },
  '& .story-editor h2': { fontSize: '1.5rem', fontWeight: 'bold', lineHeight: '1.3' },
  '& .story-editor h3': { fontSize: '1.25rem', fontWeight: 'bold', lineHeight: '1.3' },
  '& .story-editor a': { color: 'fg.info', textDecoration: 'underline' },
  '& .story-editor ul': { listStyleType: 'disc', paddingInlineStart: '1.5rem' },
  '& .story-editor ol': { listStyleType: 'decimal', paddingInlineStart: '1.5rem' },
  '& .story-editor blockquote': {
    borderInlineStartWidth: '4px',
    borderColor: 'border.emphasized',
    paddingInlineStart: '1rem',
    fontStyle: 'italic',
  },
  '& .story-editor blockquote[data-attribution]::after': {
    content: '"— " attr(data-attribution)',
    display: 'block',
    fontStyle: 'normal',
    fontSize: '0.875rem',
    color: 'fg.muted',
  },
  '& .story-editor figure': { margin: '1rem 0' },
  '& .story-editor figure img': { display: 'block', maxWidth: '100%', height: 'auto' },
  '& .story-editor figcaption': { fontSize: '0.875rem', color: 'fg.muted' },
  '& .story-editor figure.ProseMirror-selectednode': {
    outline: '3px solid var(--chakra-colors-red-500, #ef4444)',
  },
  '& .story-editor .ProseMirror-gapcursor': { position: 'relative' },
};
