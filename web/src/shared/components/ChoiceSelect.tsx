import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

export interface Choice {
  value: string;
  label: string;
  /** The label's language, when it is not the page's. */
  lang?: string;
}

/** A native select that starts on a placeholder, which cannot be chosen back. */
export function ChoiceSelect({
  field,
  placeholder,
  choices,
}: {
  /** The select's bound props. */
  field: ComponentProps<typeof NativeSelect.Field>;
  placeholder: string;
  choices: readonly Choice[];
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        <option value="" disabled>
          {placeholder}
        </option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
