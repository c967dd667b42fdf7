import { Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { LIMITS } from '@news/contract';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** Characters (code points) of a note as the api counts them, trimmed. */
export const noteLength = (text: string) => [...text.trim()].length;

/**
 * A note being written: its trimmed text and length, and what `NoteField` shows (a change clears
 * the error).
 */
export function useNoteDraft() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = noteLength(value);
  return {
    text: value.trim(),
    length,
    tooLong: length > LIMITS.noteMax,
    setError,
    clear: () => setValue(''),
    field: {
      value,
      error,
      onChange: (next: string) => {
        setValue(next);
        setError(null);
      },
    },
  };
}

/**
 * A review note's text box: its help or its error on the left, its length against the limit on
 * the right, in the error's colour past it (the note is not cut at the limit).
 */
export function NoteField({
  label,
  help,
  rows,
  value,
  onChange,
  error,
  required,
  textRef,
}: {
  label: string;
  help: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  required?: boolean;
  textRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation();
  const length = noteLength(value);
  const tooLong = length > LIMITS.noteMax;
  return (
    <Field.Root invalid={!!error || tooLong} required={required}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        ref={textRef}
        name="note"
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <HStack justify="space-between" w="full" align="flex-start">
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{help}</Field.HelperText>
        )}
        <Text fontSize="xs" color={tooLong ? 'fg.error' : 'fg.muted'} flexShrink={0}>
          {t('review.characters', { count: length, max: LIMITS.noteMax })}
        </Text>
      </HStack>
    </Field.Root>
  );
}
