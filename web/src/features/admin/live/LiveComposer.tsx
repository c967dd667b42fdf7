import { Button, Checkbox, HStack, Stack } from '@chakra-ui/react';
import { LIVE_BLOG_LIMITS, plainTextOf, type RichDocument } from '@news/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/components/FormField';
import { failureMessage } from '../../../shared/errors';
import { EMPTY_DOCUMENT as EMPTY_POST } from '../richText/plainText';
import StoryEditor from '../richText/StoryEditor';

/** What the composer sends: the words, and the marks the desk may set. */
export interface PostDraft {
  body: RichDocument;
  keyEvent: boolean;
  pinned: boolean;
}

/** A check box of the composer's. */
function Mark({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * The quick composer: the story editor the desk already writes with (links, quotes, a photo),
 * marks for a key event and a pin, and one button. It is the whole width of a phone, and the
 * words stay until the post is saved. `initial` makes it a correction of a post (no marks).
 */
export function LiveComposer({
  label,
  submitLabel,
  lang,
  initial,
  canPin,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  lang: string;
  initial?: RichDocument;
  canPin: boolean;
  /** Saves the post; rejects with the gateway's error. */
  onSubmit: (draft: PostDraft) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState<RichDocument>(initial ?? EMPTY_POST);
  const [text, setText] = useState(initial ? plainTextOf(initial) : '');
  const [keyEvent, setKeyEvent] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const length = [...text].length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && body.content.every((block) => block.type !== 'image')) {
      return setError(t('live.desk.needWords'));
    }
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit({ body, keyEvent, pinned });
      if (!initial) {
        setBody(EMPTY_POST);
        setText('');
        setKeyEvent(false);
        setPinned(false);
      }
    } catch (err) {
      setError(failureMessage(t, 'live.desk.failed', err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="3">
        <FormField
          label={label}
          error={error}
          counter={{
            length,
            max: LIVE_BLOG_LIMITS.postTextMax,
            text: t('articleForm.characters', { count: length, max: LIVE_BLOG_LIMITS.postTextMax }),
          }}
        >
          <StoryEditor
            value={body}
            onChange={(doc, plain) => {
              setBody(doc);
              setText(plain);
            }}
            lang={lang}
          />
        </FormField>
        {!initial && (
          <HStack gap="6" wrap="wrap">
            <Mark checked={keyEvent} onChange={setKeyEvent}>
              {t('live.desk.keyEvent')}
            </Mark>
            {canPin && (
              <Mark checked={pinned} onChange={setPinned}>
                {t('live.desk.pin')}
              </Mark>
            )}
          </HStack>
        )}
        <HStack gap="3" wrap="wrap">
          <Button
            type="submit"
            colorPalette="red"
            loading={busy}
            flex={{ base: '1', sm: 'initial' }}
          >
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {t('live.desk.cancel')}
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
