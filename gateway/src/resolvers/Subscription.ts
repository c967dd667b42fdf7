import {
  ALERTS_TOPIC,
  AlertEventKind,
  liveBlogTopic,
  type Alert,
  type LiveEvent,
} from '@news/contract';
import { gatewayError } from '../errors.js';
import { parseId } from './input.js';
import type {
  BreakingAlertEventResolvers,
  SubscriptionResolvers,
} from '../__generated__/resolvers-types.js';

export const Subscription: SubscriptionResolvers = {
  breakingAlerts: {
    // Only the SSE handler on /graphql gives a context that can listen (app.ts).
    subscribe: (_, __, { live }) => {
      if (!live) throw gatewayError('BAD_REQUEST', 'Subscribe with Accept: text/event-stream.');
      return live(ALERTS_TOPIC);
    },
    resolve: (event: LiveEvent) => event,
  },
  liveUpdates: {
    subscribe: (_, { articleId }, { live }) => {
      const id = parseId(articleId, 'articleId');
      if (!live) throw gatewayError('BAD_REQUEST', 'Subscribe with Accept: text/event-stream.');
      return live(liveBlogTopic(id));
    },
    resolve: (event: LiveEvent) => event,
  },
};

export const BreakingAlertEvent: BreakingAlertEventResolvers = {
  alert: (event) => (event.kind === AlertEventKind.ALERT ? (event.payload as Alert) : null),
  endedId: (event) =>
    event.kind === AlertEventKind.END ? String((event.payload as { id: number }).id) : null,
};
