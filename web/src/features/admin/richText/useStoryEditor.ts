import { useFieldContext } from '@chakra-ui/react';
import { plainTextOf, type RichDocument } from '@news/contract';
import { useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef } from 'react';
import { storyExtensions } from './extensions';
import { tidyDocument } from './plainText';
import { setTeluguTyping, TeluguTyping } from './teluguTypingPlugin';

export interface StoryEditorProps {
  value: RichDocument;
  onChange: (doc: RichDocument, text: string) => void;
  onBlur?: () => void;
  lang: string | undefined;
  readOnly?: boolean;
  /** Whether English letters become Telugu as they are typed (see teluguTyping.ts). */
  teluguTyping?: boolean;
}

/**
 * The story's TipTap editor, kept in step with the form: labelled by the FormField around it,
 * giving each change, and taking a document the form sets (a restore).
 */
export function useStoryEditor({
  value,
  onChange,
  onBlur,
  lang,
  readOnly = false,
  teluguTyping = false,
}: StoryEditorProps) {
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

  return editor;
}
