import { articleIdPath } from '@news/contract';
import type {
  AlertLineResolvers,
  BreakingAlertResolvers,
} from '../__generated__/resolvers-types.js';

export const BreakingAlert: BreakingAlertResolvers = {
  id: (alert) => String(alert.id),
  articleId: (alert) => (alert.articleId === null ? null : String(alert.articleId)),
  line: (alert, { language }) =>
    alert.lines.find((line) => line.language === language) ?? alert.lines[0]!,
};

export const AlertLine: AlertLineResolvers = {
  path: (line) => (line.articleId === null ? null : articleIdPath(line.articleId)),
};
