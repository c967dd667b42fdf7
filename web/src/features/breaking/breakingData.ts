import { ALERT_LIMITS } from '@news/contract';
import { graphql } from '../../gql';

/** The expiries an editor picks from, in minutes; the default is the contract's. */
export const LIFETIMES = [15, 30, 60, 180, 360, 720, ALERT_LIMITS.lifetimeMaxMinutes] as const;

export const DeskAlertsQuery = graphql(`
  query DeskAlerts {
    activeAlerts {
      id
      expiresAt
      lines {
        language
        text
      }
    }
    articles(pageSize: 20) {
      items {
        id
        title
        language
      }
    }
  }
`);

export const SendAlertMutation = graphql(`
  mutation SendAlert($input: SendAlertInput!) {
    sendAlert(input: $input) {
      id
    }
  }
`);

export const EndAlertMutation = graphql(`
  mutation EndAlert($id: ID!) {
    endAlert(id: $id)
  }
`);

export interface AlertForm {
  text: string;
  textTe: string;
  articleId: string;
  minutes: number;
}

/** The form's values as `sendAlert` takes them: a story, or the lines written. */
export function alertInput(form: AlertForm, now = Date.now()) {
  const expiresAt = new Date(now + form.minutes * 60_000).toISOString();
  if (form.articleId) return { articleId: form.articleId, expiresAt };
  return {
    ...(form.text.trim() ? { text: form.text } : {}),
    ...(form.textTe.trim() ? { textTe: form.textTe } : {}),
    expiresAt,
  };
}
