import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { REFUSAL_REASONS } from '@news/contract';
import en from '../../public/assets/i18n/en.json';
import te from '../../public/assets/i18n/te.json';
import { failureMessage } from './errors';

const i18n = createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { translation: en }, te: { translation: te } },
  initAsync: false,
});
const { t } = i18n;

function graphqlError(code: string, message: string, field?: string) {
  return new CombinedGraphQLErrors({
    errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }],
  });
}

describe('failureMessage', () => {
  it("keeps the spec's 'Failed to … Please try again.' for what trying again may mend", () => {
    expect(failureMessage(t, 'articleForm.updateFailed', new Error('Failed to fetch'))).toBe(
      `Failed to update news article. Please try again. ${en.errors.unavailable}`,
    );
    expect(
      failureMessage(t, 'articleForm.updateFailed', graphqlError('UPSTREAM_UNAVAILABLE', 'Down')),
    ).toBe(`Failed to update news article. Please try again. ${en.errors.unavailable}`);
    expect(
      failureMessage(t, 'admin.deleteFailed', graphqlError('INTERNAL_SERVER_ERROR', 'Oops')),
    ).toBe('Failed to delete news article. Please try again.');
  });

  it("says a refusal alone, in the api's words, never with 'Please try again'", () => {
    expect(
      failureMessage(
        t,
        'articleForm.updateFailed',
        graphqlError(
          'FORBIDDEN',
          'You may link a translation only between articles you may change',
        ),
      ),
    ).toBe('You may link a translation only between articles you may change.');
    expect(
      failureMessage(
        t,
        'users.deleteFailed',
        graphqlError('CONFLICT', 'You cannot delete your own account'),
      ),
    ).toBe('You cannot delete your own account.');
    expect(
      failureMessage(
        t,
        'articleForm.updateFailed',
        graphqlError(
          'BAD_USER_INPUT',
          'A translation must be in the other language; article 8 is also in en',
          'translationId',
        ),
      ),
    ).toBe('A translation must be in the other language; article 8 is also in en.');
    expect(failureMessage(t, 'users.endSessionsFailed', graphqlError('NOT_FOUND', 'Nope'))).toBe(
      en.errors.notFound,
    );
  });

  it("uses the screen's own words for a code where it has them", () => {
    expect(
      failureMessage(t, 'admin.deleteFailed', graphqlError('FORBIDDEN', 'No'), {
        FORBIDDEN: 'admin.deleteForbidden',
      }),
    ).toBe(en.admin.deleteForbidden);
  });

  it("leaves a problem shown beside its field there, under the screen's message", () => {
    expect(
      failureMessage(
        t,
        'articleForm.createFailed',
        graphqlError('BAD_USER_INPUT', 'date cannot be later than today', 'date'),
        {},
        ['date'],
      ),
    ).toBe('Failed to create news article. Please try again.');
  });

  it('says a refusal of the newsroom rules in the reader’s language, by its reason', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Only editors and admins can publish, schedule or unpublish articles',
          extensions: { code: 'FORBIDDEN', reason: 'PUBLISHERS_ONLY' },
        },
      ],
    });
    expect(failureMessage(t, 'articleForm.updateFailed', error)).toBe(en.refusals.PUBLISHERS_ONLY);
    expect(failureMessage(i18n.getFixedT('te'), 'articleForm.updateFailed', error)).toBe(
      te.refusals.PUBLISHERS_ONLY,
    );
    // Every rule has its sentence in both languages.
    for (const reason of REFUSAL_REASONS) {
      expect(en.refusals[reason], reason).toBeTruthy();
      expect(te.refusals[reason], reason).toBeTruthy();
    }
  });
});
