import { Field, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** The message to show now, already translated; none when the field is fine or not yet shown. */
  error: string | undefined;
  helper?: string;
  /**
   * A limited text's length against its limit, said in words (`text`): shown under the field
   * instead of cutting what is typed or pasted at the limit, in the error's colour past it.
   */
  counter?: { length: number; max: number; text: string };
  required?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * A labelled field with its help and error text, tied to the control for screen readers. The
 * help and the error share one id, and only one of them shows, so the control's
 * `aria-describedby` always names the text on screen (and `aria-errormessage` the error).
 */
export function FormField({
  label,
  error,
  helper,
  counter,
  required = true,
  readOnly,
  children,
}: FormFieldProps) {
  const textId = `field-text-${useId()}`;
  return (
    <Field.Root
      invalid={!!error}
      required={required}
      readOnly={readOnly}
      ids={{ helperText: textId, errorText: textId }}
    >
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      {counter && (
        <Text
          fontSize="xs"
          alignSelf="flex-end"
          color={counter.length > counter.max ? 'fg.error' : 'fg.muted'}
          data-counter=""
        >
          {counter.text}
        </Text>
      )}
    </Field.Root>
  );
}
