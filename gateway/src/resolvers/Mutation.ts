import {
  alertBody,
  articleBody,
  articleChanges,
  invitationBody,
  linkToken,
  newPassword,
  newUserBody,
  noteText,
  parseId,
  revisionNumber,
  sessionHandle,
  userBody,
} from './input.js';
import { badInput } from '../errors.js';
import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { liveStatusBody, livePostBody, livePostChanges } from './live-input.js';
import { passkeyJson, secondStepProof, ticketArg } from './second-factor-input.js';

export const Mutation: MutationResolvers = {
  login: async (_, { username, password }, { auth, session }) => {
    const result = await auth.login(username, password);
    session.start(result.token, result.expiresAt);
    return result;
  },
  verifySecondFactor: async (
    _,
    { ticket, code, recoveryCode, passkey },
    { secondFactors, session },
  ) => {
    const proof = secondStepProof(code, recoveryCode, passkey);
    const result = await secondFactors.verify(ticketArg(ticket), proof);
    session.start(result.token, result.expiresAt);
    return result;
  },
  startTotpSetup: (_, { ticket }, { secondFactors }) =>
    secondFactors.startTotp(ticket ? ticketArg(ticket) : undefined),
  confirmTotp: async (_, { code, ticket }, { secondFactors, session }) => {
    if (code.length > 20) throw badInput('code', 'code must be at most 20 characters');
    const answer = await secondFactors.confirmTotp(code, ticket ? ticketArg(ticket) : undefined);
    if (answer.session) session.start(answer.session.token, answer.session.expiresAt);
    return { recoveryCodes: answer.recoveryCodes, session: answer.session ?? null };
  },
  passkeySignInOptions: async (_, { ticket }, { secondFactors }) =>
    JSON.stringify(await secondFactors.passkeySignInOptions(ticketArg(ticket))),
  passkeyRegistrationOptions: async (_, __, { secondFactors }) =>
    JSON.stringify(await secondFactors.passkeyRegistrationOptions()),
  registerPasskey: (_, { response }, { secondFactors }) =>
    secondFactors.registerPasskey(passkeyJson('response', response)),
  removeTotp: async (_, __, { secondFactors }) => {
    await secondFactors.removeTotp();
    return true;
  },
  renewRecoveryCodes: (_, __, { secondFactors }) => secondFactors.renewRecoveryCodes(),
  setSecondFactorRequired: (_, { required }, { secondFactors }) =>
    secondFactors.setRequired(required),
  logout: async (_, __, { auth, session }) => {
    // The cookie goes first, whatever the api says: a browser on a shared computer must not
    // keep it. If the api cannot be reached, the error says so, since the token may still work.
    session.end();
    await auth.logout();
    return true;
  },
  createArticle: (_, { input }, { articles }) => articles.create(articleBody(input)),
  updateArticle: (_, { id, input }, { articles }) => {
    const articleId = parseId(id);
    return articles.update(articleId, articleChanges(input));
  },
  deleteArticle: async (_, { id }, { articles }) => {
    await articles.delete(parseId(id));
    return id;
  },
  restoreArticle: (_, { id }, { articles }) => articles.restoreFromTrash(parseId(id)),
  takeBackup: (_, _args, { backups }) => backups.take(),
  deleteArticleForever: async (_, { id }, { articles }) => {
    await articles.deleteForever(parseId(id));
    return id;
  },
  inviteUser: (_, { input }, { users }) => users.invite(invitationBody(input)),
  renewInvitation: (_, { id }, { users }) => users.renewInvitation(parseId(id)),
  createPasswordResetLink: (_, { id }, { users }) => users.passwordResetLink(parseId(id)),
  // Answers true rather than signing in: the new password is proven by signing in with it, and
  // the link's page needs no session cookie logic of its own.
  setPasswordWithLink: async (_, { token, password }, { auth }) => {
    await auth.setPasswordWithLink(linkToken(token), newPassword(password));
    return true;
  },
  restoreArticleRevision: (_, { id, number, updatedAt }, { articles }) =>
    articles.restore(parseId(id), revisionNumber(number), updatedAt ?? undefined),
  addArticleNote: (_, { id, text }, { articles }) =>
    articles.addNote(parseId(id), noteText('text', text)),
  sendArticleBack: (_, { id, note, updatedAt }, { articles }) =>
    articles.sendBack(parseId(id), {
      note: noteText('note', note),
      ...(updatedAt ? { updatedAt } : {}),
    }),
  sendAlert: (_, { input }, { alerts }) => alerts.send(alertBody(input)),
  endAlert: async (_, { id }, { alerts }) => {
    await alerts.end(parseId(id));
    return id;
  },
  setLiveStatus: (_, { articleId, status }, { liveBlogs }) =>
    liveBlogs.setStatus(parseId(articleId, 'articleId'), liveStatusBody(status)),
  addLivePost: (_, { articleId, input }, { liveBlogs }) =>
    liveBlogs.addPost(parseId(articleId, 'articleId'), livePostBody(input)),
  updateLivePost: (_, { articleId, postId, input }, { liveBlogs }) =>
    liveBlogs.updatePost(
      parseId(articleId, 'articleId'),
      parseId(postId, 'postId'),
      livePostChanges(input),
    ),
  deleteLivePost: async (_, { articleId, postId }, { liveBlogs }) => {
    await liveBlogs.deletePost(parseId(articleId, 'articleId'), parseId(postId, 'postId'));
    return postId;
  },
  createUser: (_, { input }, { users }) => users.create(newUserBody(input)),
  updateUser: (_, { id, input }, { users }) => users.update(parseId(id), userBody(input)),
  deleteUser: async (_, { id }, { users }) => {
    await users.delete(parseId(id));
    return id;
  },
  endUserSessions: async (_, { id }, { users, auth, session }) => {
    const account = parseId(id);
    // Who is asking, read before their own session may end.
    const caller = session.source === 'cookie' ? await auth.me() : null;
    await users.endSessions(account);
    // An admin who ended their own sessions is signed out: the browser drops the cookie now.
    if (caller?.id === account) session.end();
    return true;
  },
  endSession: async (_, { id }, { sessions, auth, session }) => {
    await sessions.end(sessionHandle(id));
    // Ending this browser's own session signs it out: the cookie goes too.
    if (session.source === 'cookie' && !(await auth.me())) session.end();
    return true;
  },
  endUserSession: async (_, { userId, id }, { sessions }) => {
    await sessions.endOfUser(parseId(userId, 'userId'), sessionHandle(id));
    return true;
  },
  dismissNewDeviceSignIn: async (_, { id }, { sessions }) => {
    await sessions.dismiss(sessionHandle(id));
    return true;
  },
};
