import { Type } from 'typebox';

/* `GET /TeluguWords`: the Telugu words a word typed in English letters may be. */

export const TeluguWordsQuery = Type.Object({
  Word: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[A-Za-z]+$',
    description: 'One word in English letters (A to Z), as a writer types a Telugu word.',
  }),
});

export const TeluguWords = Type.Object({
  data: Type.Array(Type.String(), {
    description:
      'Telugu words of the index, nearest to the typed word first; at most 16, empty when none is near.',
  }),
});
