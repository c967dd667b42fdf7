/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Me {\n    me {\n      ...CurrentUser_user\n    }\n    ...NewDeviceNotice_query\n  }\n": typeof types.MeDocument,
    "\n  query StaffList {\n    articles(status: []) {\n      totalItems\n    }\n  }\n": typeof types.StaffListDocument,
    "\n  fragment AdminArticle_article on Article {\n    id\n    title\n    category\n    language\n    status\n    createdAt\n    publishedAt\n    lead\n    viewerCanEdit\n    viewerCanDelete\n    author {\n      id\n      name\n    }\n    sentBack {\n      id\n      text\n    }\n  }\n": typeof types.AdminArticle_ArticleFragmentDoc,
    "\n  query ArticleAuthors {\n    articleAuthors {\n      id\n      name\n    }\n  }\n": typeof types.ArticleAuthorsDocument,
    "\n  query AdminArticles(\n    $page: Int!\n    $pageSize: Int!\n    $status: [ArticleStatus!]!\n    $scheduled: Boolean\n    $search: String\n    $language: Language\n    $authorId: ID\n  ) {\n    articles(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      scheduled: $scheduled\n      search: $search\n      language: $language\n      authorId: $authorId\n      sortBy: DATE_DESC\n    ) {\n      totalItems\n      totalPages\n      items {\n        id\n        ...AdminArticle_article\n      }\n    }\n  }\n": typeof types.AdminArticlesDocument,
    "\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n": typeof types.DeleteArticleDocument,
    "\n  query AuditTrail($page: Int!, $pageSize: Int!) {\n    auditTrail(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        articleId\n        articleTitle\n        language\n        ...AuditMove_entry\n      }\n      totalItems\n      totalPages\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  query Backups {\n    backups {\n      items {\n        name\n        createdAt\n        size\n        check\n      }\n      lastSuccess {\n        at\n      }\n      lastFailure {\n        at\n        message\n      }\n    }\n  }\n": typeof types.BackupsDocument,
    "\n  mutation TakeBackup {\n    takeBackup {\n      name\n    }\n  }\n": typeof types.TakeBackupDocument,
    "\n  mutation SendArticleBack($id: ID!, $note: String!, $updatedAt: DateTime) {\n    sendArticleBack(id: $id, note: $note, updatedAt: $updatedAt) {\n      ...ArticleForm_article\n    }\n  }\n": typeof types.SendArticleBackDocument,
    "\n  mutation AddArticleNote($id: ID!, $text: String!) {\n    addArticleNote(id: $id, text: $text) {\n      ...ReviewNote_note\n    }\n  }\n": typeof types.AddArticleNoteDocument,
    "\n  fragment ReviewNote_note on ArticleNote {\n    id\n    text\n    sentBack\n    createdAt\n    author {\n      id\n      name\n    }\n  }\n": typeof types.ReviewNote_NoteFragmentDoc,
    "\n  query InReviewCount {\n    articles(status: [IN_REVIEW], page: 1, pageSize: 1) {\n      totalItems\n    }\n  }\n": typeof types.InReviewCountDocument,
    "\n  fragment TranslationPicker_article on Article {\n    id\n    title\n    language\n    viewerCanEdit\n  }\n": typeof types.TranslationPicker_ArticleFragmentDoc,
    "\n  query TranslationCandidates($search: String!, $language: Language!) {\n    articles(search: $search, language: $language, status: [], pageSize: 6, sortBy: DATE_DESC) {\n      items {\n        ...TranslationPicker_article\n      }\n    }\n  }\n": typeof types.TranslationCandidatesDocument,
    "\n  query TrashedArticles($page: Int!, $pageSize: Int!) {\n    trashedArticles(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        title\n        language\n        trashedAt\n        purgeAt\n        trashedBy {\n          name\n        }\n      }\n      totalItems\n      totalPages\n    }\n  }\n": typeof types.TrashedArticlesDocument,
    "\n  mutation RestoreArticle($id: ID!) {\n    restoreArticle(id: $id) {\n      id\n    }\n  }\n": typeof types.RestoreArticleDocument,
    "\n  mutation DeleteArticleForever($id: ID!) {\n    deleteArticleForever(id: $id)\n  }\n": typeof types.DeleteArticleForeverDocument,
    "\n  fragment ArticleForm_article on Article {\n    id\n    title\n    content\n    body\n    category\n    language\n    ...ArticleImage_article\n    imageCaption\n    imageCredit\n    writtenSummary\n    lead\n    status\n    createdAt\n    updatedAt\n    publishedAt\n    author {\n      id\n      name\n    }\n    translation {\n      ...TranslationPicker_article\n    }\n    viewerCanEdit\n    viewerCanPublish\n    notes {\n      ...ReviewNote_note\n    }\n  }\n": typeof types.ArticleForm_ArticleFragmentDoc,
    "\n  query EditArticle($id: ID!) {\n    article(id: $id) {\n      ...ArticleForm_article\n    }\n  }\n": typeof types.EditArticleDocument,
    "\n  query ArticleFormViewer {\n    me {\n      id\n      canPublish\n    }\n  }\n": typeof types.ArticleFormViewerDocument,
    "\n  mutation CreateArticle($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      ...ArticleForm_article\n    }\n  }\n": typeof types.CreateArticleDocument,
    "\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      ...ArticleForm_article\n    }\n  }\n": typeof types.UpdateArticleDocument,
    "\n  query ArticleHistory($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      language\n      updatedAt\n      viewerCanEdit\n      revisions {\n        number\n        action\n        fields\n        restoredFrom\n        createdAt\n        author {\n          id\n          name\n        }\n      }\n      auditTrail {\n        id\n        ...AuditMove_entry\n      }\n    }\n  }\n": typeof types.ArticleHistoryDocument,
    "\n  query RevisionPair($id: ID!, $from: Int!, $to: Int!) {\n    from: articleRevision(articleId: $id, number: $from) {\n      ...RevisionWords_revision\n    }\n    to: articleRevision(articleId: $id, number: $to) {\n      ...RevisionWords_revision\n    }\n  }\n": typeof types.RevisionPairDocument,
    "\n  fragment RevisionWords_revision on ArticleRevision {\n    number\n    title\n    writtenSummary\n    content\n    category\n    language\n  }\n": typeof types.RevisionWords_RevisionFragmentDoc,
    "\n  fragment AuditMove_entry on AuditEntry {\n    action\n    detail\n    createdAt\n    user {\n      name\n    }\n  }\n": typeof types.AuditMove_EntryFragmentDoc,
    "\n  mutation RestoreRevision($id: ID!, $number: Int!, $updatedAt: DateTime) {\n    restoreArticleRevision(id: $id, number: $number, updatedAt: $updatedAt) {\n      id\n      title\n      content\n      writtenSummary\n      summary\n      category\n      updatedAt\n    }\n  }\n": typeof types.RestoreRevisionDocument,
    "\n  fragment DeskLivePost_post on LivePost {\n    id\n    createdAt\n    correctedAt\n    author {\n      id\n      name\n      teluguName\n    }\n    body\n    text\n    keyEvent\n    pinned\n  }\n": typeof types.DeskLivePost_PostFragmentDoc,
    "\n  query DeskLive($id: ID!) {\n    article(id: $id) {\n      id\n      liveStatus\n      live {\n        status\n        posts(pageSize: 50) {\n          posts {\n            ...DeskLivePost_post\n          }\n        }\n      }\n    }\n  }\n": typeof types.DeskLiveDocument,
    "\n  mutation SetLiveStatus($articleId: ID!, $status: LiveStatus!) {\n    setLiveStatus(articleId: $articleId, status: $status) {\n      status\n    }\n  }\n": typeof types.SetLiveStatusDocument,
    "\n  mutation AddLivePost($articleId: ID!, $input: LivePostInput!) {\n    addLivePost(articleId: $articleId, input: $input) {\n      ...DeskLivePost_post\n    }\n  }\n": typeof types.AddLivePostDocument,
    "\n  mutation UpdateLivePost($articleId: ID!, $postId: ID!, $input: LivePostChanges!) {\n    updateLivePost(articleId: $articleId, postId: $postId, input: $input) {\n      ...DeskLivePost_post\n    }\n  }\n": typeof types.UpdateLivePostDocument,
    "\n  mutation DeleteLivePost($articleId: ID!, $postId: ID!) {\n    deleteLivePost(articleId: $articleId, postId: $postId)\n  }\n": typeof types.DeleteLivePostDocument,
    "\n  subscription DeskLiveUpdates($articleId: ID!) {\n    liveUpdates(articleId: $articleId) {\n      id\n      kind\n    }\n  }\n": typeof types.DeskLiveUpdatesDocument,
    "\n  fragment ReadInLink_article on Article {\n    id\n    title\n    language\n    slug\n  }\n": typeof types.ReadInLink_ArticleFragmentDoc,
    "\n  query ArticleDetail($id: ID!, $readNext: Int!, $before: ID) {\n    article(id: $id) {\n      id\n      title\n      body\n      bodyImages {\n        ...Photo_image\n      }\n      summary\n      writtenSummary\n      slug\n      category\n      language\n      ...ArticleImage_article\n      imageCaption\n      imageCredit\n      status\n      createdAt\n      publishedAt\n      updatedAt\n      author {\n        name\n        displayName\n        username\n      }\n      shareImage {\n        url\n        width\n        height\n        type\n      }\n      translation {\n        ...ReadInLink_article\n      }\n      related(limit: $readNext) {\n        ...Story_article\n      }\n      liveStatus\n      live {\n        ...LiveBlog_live\n      }\n    }\n  }\n": typeof types.ArticleDetailDocument,
    "\n  query ArticleRemoved($id: ID!) {\n    articleRemoved(id: $id)\n  }\n": typeof types.ArticleRemovedDocument,
    "\n  fragment LivePost_post on LivePost {\n    id\n    createdAt\n    updatedAt\n    correctedAt\n    author {\n      id\n      name\n      teluguName\n    }\n    body\n    text\n    keyEvent\n    pinned\n  }\n": typeof types.LivePost_PostFragmentDoc,
    "\n  fragment LiveBlog_live on LiveBlog {\n    status\n    startedAt\n    endedAt\n    lastEventId\n    keyEvents {\n      id\n      createdAt\n      title\n    }\n    pinned {\n      ...LivePost_post\n    }\n    posts(before: $before) {\n      posts {\n        ...LivePost_post\n      }\n      nextBefore\n    }\n  }\n": typeof types.LiveBlog_LiveFragmentDoc,
    "\n  query AccountLink($token: String!) {\n    accountLink(token: $token) {\n      purpose\n      expiresAt\n      username\n      fullName\n    }\n  }\n": typeof types.AccountLinkDocument,
    "\n  mutation SetPasswordWithLink($token: String!, $password: String!) {\n    setPasswordWithLink(token: $token, password: $password)\n  }\n": typeof types.SetPasswordWithLinkDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      expiresAt\n      user {\n        ...CurrentUser_user\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n": typeof types.PasskeyRegistrationOptionsDocument,
    "\n  mutation RegisterPasskey($response: String!) {\n    registerPasskey(response: $response)\n  }\n": typeof types.RegisterPasskeyDocument,
    "\n  mutation PasskeySignInOptions($ticket: String!) {\n    passkeySignInOptions(ticket: $ticket)\n  }\n": typeof types.PasskeySignInOptionsDocument,
    "\n  query SecondFactorRequired {\n    secondFactorRequired\n  }\n": typeof types.SecondFactorRequiredDocument,
    "\n  mutation SetSecondFactorRequired($required: Boolean!) {\n    setSecondFactorRequired(required: $required)\n  }\n": typeof types.SetSecondFactorRequiredDocument,
    "\n  mutation VerifySecondFactor(\n    $ticket: String!\n    $code: String\n    $recoveryCode: String\n    $passkey: String\n  ) {\n    verifySecondFactor(\n      ticket: $ticket\n      code: $code\n      recoveryCode: $recoveryCode\n      passkey: $passkey\n    ) {\n      expiresAt\n      user {\n        ...CurrentUser_user\n      }\n    }\n  }\n": typeof types.VerifySecondFactorDocument,
    "\n  query MySecondFactors {\n    mySecondFactors {\n      totp\n      passkeys\n      recoveryCodesLeft\n      required\n    }\n  }\n": typeof types.MySecondFactorsDocument,
    "\n  mutation RemoveTotp {\n    removeTotp\n  }\n": typeof types.RemoveTotpDocument,
    "\n  mutation RenewRecoveryCodes {\n    renewRecoveryCodes\n  }\n": typeof types.RenewRecoveryCodesDocument,
    "\n  mutation StartTotpSetup($ticket: String) {\n    startTotpSetup(ticket: $ticket) {\n      secret\n      uri\n    }\n  }\n": typeof types.StartTotpSetupDocument,
    "\n  mutation ConfirmTotp($code: String!, $ticket: String) {\n    confirmTotp(code: $code, ticket: $ticket) {\n      recoveryCodes\n      session {\n        expiresAt\n        user {\n          ...CurrentUser_user\n        }\n      }\n    }\n  }\n": typeof types.ConfirmTotpDocument,
    "\n  query AuthorPage($username: String!) {\n    author(username: $username) {\n      id\n      username\n      name\n      teluguName\n      bio\n      photo {\n        ...Photo_image\n      }\n    }\n  }\n": typeof types.AuthorPageDocument,
    "\n  query AuthorStories($authorId: ID!, $page: Int!, $pageSize: Int!) {\n    articles(authorId: $authorId, page: $page, pageSize: $pageSize) {\n      totalItems\n      items {\n        ...Story_article\n      }\n    }\n  }\n": typeof types.AuthorStoriesDocument,
    "\n  query DeskAlerts {\n    activeAlerts {\n      id\n      expiresAt\n      lines {\n        language\n        text\n      }\n    }\n    articles(pageSize: 20) {\n      items {\n        id\n        title\n        language\n      }\n    }\n  }\n": typeof types.DeskAlertsDocument,
    "\n  mutation SendAlert($input: SendAlertInput!) {\n    sendAlert(input: $input) {\n      id\n    }\n  }\n": typeof types.SendAlertDocument,
    "\n  mutation EndAlert($id: ID!) {\n    endAlert(id: $id)\n  }\n": typeof types.EndAlertDocument,
    "\n  query FrontPage($language: Language, $latest: Int!, $perCategory: Int!) {\n    frontPage(language: $language, latest: $latest, perCategory: $perCategory) {\n      lead {\n        ...Story_article\n      }\n      latest {\n        ...Story_article\n      }\n      totalItems\n      sections {\n        category\n        articles {\n          ...CategoryStory_article\n        }\n      }\n    }\n  }\n": typeof types.FrontPageDocument,
    "\n  query HomeArticles(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $category: Category\n    $language: Language\n    $preferLanguage: Language\n    $sortBy: ArticleSort\n  ) {\n    articles(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      category: $category\n      language: $language\n      preferLanguage: $preferLanguage\n      sortBy: $sortBy\n    ) {\n      totalItems\n      totalItemsCapped\n      searchedAs\n      items {\n        ...Story_article\n      }\n    }\n  }\n": typeof types.HomeArticlesDocument,
    "\n  query SearchCorrection($query: String!) {\n    searchCorrection(query: $query)\n  }\n": typeof types.SearchCorrectionDocument,
    "\n  fragment NewDeviceNotice_query on Query {\n    newDeviceSignIns {\n      id\n      browser\n      os\n      at\n    }\n  }\n": typeof types.NewDeviceNotice_QueryFragmentDoc,
    "\n  query NewDeviceSignIns {\n    ...NewDeviceNotice_query\n  }\n": typeof types.NewDeviceSignInsDocument,
    "\n  mutation DismissNewDeviceSignIn($id: ID!) {\n    dismissNewDeviceSignIn(id: $id)\n  }\n": typeof types.DismissNewDeviceSignInDocument,
    "\n  query MySessions {\n    mySessions {\n      ...ListedSession_session\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.EndSessionDocument,
    "\n  fragment IssuedLink_accountLink on AccountLink {\n    purpose\n    path\n    expiresAt\n    user {\n      ...UserRow_user\n    }\n  }\n": typeof types.IssuedLink_AccountLinkFragmentDoc,
    "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      ...IssuedLink_accountLink\n    }\n  }\n": typeof types.InviteUserDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UserRow_user\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserRow_user\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  fragment UserRow_user on User {\n    id\n    username\n    fullName\n    email\n    role\n    isActive\n    teluguName\n    bio\n    photo {\n      ...Photo_image\n    }\n    invitedUntil\n  }\n": typeof types.UserRow_UserFragmentDoc,
    "\n  query UserSessions($userId: ID!) {\n    userSessions(userId: $userId) {\n      ...ListedSession_session\n    }\n  }\n": typeof types.UserSessionsDocument,
    "\n  mutation EndUserSession($userId: ID!, $id: ID!) {\n    endUserSession(userId: $userId, id: $id)\n  }\n": typeof types.EndUserSessionDocument,
    "\n  query Users($page: Int!, $pageSize: Int!) {\n    users(page: $page, pageSize: $pageSize, sortBy: CREATED_DESC) {\n      totalItems\n      totalPages\n      items {\n        id\n        ...UserRow_user\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation EndUserSessions($id: ID!) {\n    endUserSessions(id: $id)\n  }\n": typeof types.EndUserSessionsDocument,
    "\n  mutation RenewInvitation($id: ID!) {\n    renewInvitation(id: $id) {\n      ...IssuedLink_accountLink\n    }\n  }\n": typeof types.RenewInvitationDocument,
    "\n  mutation CreatePasswordResetLink($id: ID!) {\n    createPasswordResetLink(id: $id) {\n      ...IssuedLink_accountLink\n    }\n  }\n": typeof types.CreatePasswordResetLinkDocument,
    "\n  fragment ArticleImage_article on Article {\n    mediaUrl\n    category\n    imageAlt\n    image {\n      ...Photo_image\n    }\n  }\n": typeof types.ArticleImage_ArticleFragmentDoc,
    "\n  fragment Photo_image on Image {\n    id\n    width\n    height\n    format\n    variants {\n      url\n      width\n      height\n      format\n    }\n  }\n": typeof types.Photo_ImageFragmentDoc,
    "\n  fragment ListedSession_session on Session {\n    id\n    browser\n    os\n    firstSeen\n    lastSeen\n    current\n  }\n": typeof types.ListedSession_SessionFragmentDoc,
    "\n  query ReadRankings($language: Language!, $limit: Int!, $trending: Boolean!) {\n    mostRead(language: $language, limit: $limit) {\n      ...CategoryStory_article\n    }\n    trending(language: $language, limit: $limit) @include(if: $trending) {\n      ...CategoryStory_article\n    }\n  }\n": typeof types.ReadRankingsDocument,
    "\n  fragment CurrentUser_user on User {\n    id\n    username\n    fullName\n    role\n    canPublish\n  }\n": typeof types.CurrentUser_UserFragmentDoc,
    "\n  fragment Story_article on Article {\n    id\n    title\n    summary\n    category\n    language\n    slug\n    createdAt\n    publishedAt\n    liveStatus\n    ...ArticleImage_article\n  }\n": typeof types.Story_ArticleFragmentDoc,
    "\n  fragment CategoryStory_article on Article {\n    id\n    title\n    category\n    language\n    slug\n    createdAt\n    publishedAt\n    liveStatus\n  }\n": typeof types.CategoryStory_ArticleFragmentDoc,
    "\n  query BreakingNews {\n    activeAlerts {\n      id\n      expiresAt\n      lines {\n        language\n        text\n        path\n      }\n    }\n    alertsEventId\n  }\n": typeof types.BreakingNewsDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      ...CurrentUser_user\n    }\n    ...NewDeviceNotice_query\n  }\n": types.MeDocument,
    "\n  query StaffList {\n    articles(status: []) {\n      totalItems\n    }\n  }\n": types.StaffListDocument,
    "\n  fragment AdminArticle_article on Article {\n    id\n    title\n    category\n    language\n    status\n    createdAt\n    publishedAt\n    lead\n    viewerCanEdit\n    viewerCanDelete\n    author {\n      id\n      name\n    }\n    sentBack {\n      id\n      text\n    }\n  }\n": types.AdminArticle_ArticleFragmentDoc,
    "\n  query ArticleAuthors {\n    articleAuthors {\n      id\n      name\n    }\n  }\n": types.ArticleAuthorsDocument,
    "\n  query AdminArticles(\n    $page: Int!\n    $pageSize: Int!\n    $status: [ArticleStatus!]!\n    $scheduled: Boolean\n    $search: String\n    $language: Language\n    $authorId: ID\n  ) {\n    articles(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      scheduled: $scheduled\n      search: $search\n      language: $language\n      authorId: $authorId\n      sortBy: DATE_DESC\n    ) {\n      totalItems\n      totalPages\n      items {\n        id\n        ...AdminArticle_article\n      }\n    }\n  }\n": types.AdminArticlesDocument,
    "\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n": types.DeleteArticleDocument,
    "\n  query AuditTrail($page: Int!, $pageSize: Int!) {\n    auditTrail(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        articleId\n        articleTitle\n        language\n        ...AuditMove_entry\n      }\n      totalItems\n      totalPages\n    }\n  }\n": types.AuditTrailDocument,
    "\n  query Backups {\n    backups {\n      items {\n        name\n        createdAt\n        size\n        check\n      }\n      lastSuccess {\n        at\n      }\n      lastFailure {\n        at\n        message\n      }\n    }\n  }\n": types.BackupsDocument,
    "\n  mutation TakeBackup {\n    takeBackup {\n      name\n    }\n  }\n": types.TakeBackupDocument,
    "\n  mutation SendArticleBack($id: ID!, $note: String!, $updatedAt: DateTime) {\n    sendArticleBack(id: $id, note: $note, updatedAt: $updatedAt) {\n      ...ArticleForm_article\n    }\n  }\n": types.SendArticleBackDocument,
    "\n  mutation AddArticleNote($id: ID!, $text: String!) {\n    addArticleNote(id: $id, text: $text) {\n      ...ReviewNote_note\n    }\n  }\n": types.AddArticleNoteDocument,
    "\n  fragment ReviewNote_note on ArticleNote {\n    id\n    text\n    sentBack\n    createdAt\n    author {\n      id\n      name\n    }\n  }\n": types.ReviewNote_NoteFragmentDoc,
    "\n  query InReviewCount {\n    articles(status: [IN_REVIEW], page: 1, pageSize: 1) {\n      totalItems\n    }\n  }\n": types.InReviewCountDocument,
    "\n  fragment TranslationPicker_article on Article {\n    id\n    title\n    language\n    viewerCanEdit\n  }\n": types.TranslationPicker_ArticleFragmentDoc,
    "\n  query TranslationCandidates($search: String!, $language: Language!) {\n    articles(search: $search, language: $language, status: [], pageSize: 6, sortBy: DATE_DESC) {\n      items {\n        ...TranslationPicker_article\n      }\n    }\n  }\n": types.TranslationCandidatesDocument,
    "\n  query TrashedArticles($page: Int!, $pageSize: Int!) {\n    trashedArticles(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        title\n        language\n        trashedAt\n        purgeAt\n        trashedBy {\n          name\n        }\n      }\n      totalItems\n      totalPages\n    }\n  }\n": types.TrashedArticlesDocument,
    "\n  mutation RestoreArticle($id: ID!) {\n    restoreArticle(id: $id) {\n      id\n    }\n  }\n": types.RestoreArticleDocument,
    "\n  mutation DeleteArticleForever($id: ID!) {\n    deleteArticleForever(id: $id)\n  }\n": types.DeleteArticleForeverDocument,
    "\n  fragment ArticleForm_article on Article {\n    id\n    title\n    content\n    body\n    category\n    language\n    ...ArticleImage_article\n    imageCaption\n    imageCredit\n    writtenSummary\n    lead\n    status\n    createdAt\n    updatedAt\n    publishedAt\n    author {\n      id\n      name\n    }\n    translation {\n      ...TranslationPicker_article\n    }\n    viewerCanEdit\n    viewerCanPublish\n    notes {\n      ...ReviewNote_note\n    }\n  }\n": types.ArticleForm_ArticleFragmentDoc,
    "\n  query EditArticle($id: ID!) {\n    article(id: $id) {\n      ...ArticleForm_article\n    }\n  }\n": types.EditArticleDocument,
    "\n  query ArticleFormViewer {\n    me {\n      id\n      canPublish\n    }\n  }\n": types.ArticleFormViewerDocument,
    "\n  mutation CreateArticle($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      ...ArticleForm_article\n    }\n  }\n": types.CreateArticleDocument,
    "\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      ...ArticleForm_article\n    }\n  }\n": types.UpdateArticleDocument,
    "\n  query ArticleHistory($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      language\n      updatedAt\n      viewerCanEdit\n      revisions {\n        number\n        action\n        fields\n        restoredFrom\n        createdAt\n        author {\n          id\n          name\n        }\n      }\n      auditTrail {\n        id\n        ...AuditMove_entry\n      }\n    }\n  }\n": types.ArticleHistoryDocument,
    "\n  query RevisionPair($id: ID!, $from: Int!, $to: Int!) {\n    from: articleRevision(articleId: $id, number: $from) {\n      ...RevisionWords_revision\n    }\n    to: articleRevision(articleId: $id, number: $to) {\n      ...RevisionWords_revision\n    }\n  }\n": types.RevisionPairDocument,
    "\n  fragment RevisionWords_revision on ArticleRevision {\n    number\n    title\n    writtenSummary\n    content\n    category\n    language\n  }\n": types.RevisionWords_RevisionFragmentDoc,
    "\n  fragment AuditMove_entry on AuditEntry {\n    action\n    detail\n    createdAt\n    user {\n      name\n    }\n  }\n": types.AuditMove_EntryFragmentDoc,
    "\n  mutation RestoreRevision($id: ID!, $number: Int!, $updatedAt: DateTime) {\n    restoreArticleRevision(id: $id, number: $number, updatedAt: $updatedAt) {\n      id\n      title\n      content\n      writtenSummary\n      summary\n      category\n      updatedAt\n    }\n  }\n": types.RestoreRevisionDocument,
    "\n  fragment DeskLivePost_post on LivePost {\n    id\n    createdAt\n    correctedAt\n    author {\n      id\n      name\n      teluguName\n    }\n    body\n    text\n    keyEvent\n    pinned\n  }\n": types.DeskLivePost_PostFragmentDoc,
    "\n  query DeskLive($id: ID!) {\n    article(id: $id) {\n      id\n      liveStatus\n      live {\n        status\n        posts(pageSize: 50) {\n          posts {\n            ...DeskLivePost_post\n          }\n        }\n      }\n    }\n  }\n": types.DeskLiveDocument,
    "\n  mutation SetLiveStatus($articleId: ID!, $status: LiveStatus!) {\n    setLiveStatus(articleId: $articleId, status: $status) {\n      status\n    }\n  }\n": types.SetLiveStatusDocument,
    "\n  mutation AddLivePost($articleId: ID!, $input: LivePostInput!) {\n    addLivePost(articleId: $articleId, input: $input) {\n      ...DeskLivePost_post\n    }\n  }\n": types.AddLivePostDocument,
    "\n  mutation UpdateLivePost($articleId: ID!, $postId: ID!, $input: LivePostChanges!) {\n    updateLivePost(articleId: $articleId, postId: $postId, input: $input) {\n      ...DeskLivePost_post\n    }\n  }\n": types.UpdateLivePostDocument,
    "\n  mutation DeleteLivePost($articleId: ID!, $postId: ID!) {\n    deleteLivePost(articleId: $articleId, postId: $postId)\n  }\n": types.DeleteLivePostDocument,
    "\n  subscription DeskLiveUpdates($articleId: ID!) {\n    liveUpdates(articleId: $articleId) {\n      id\n      kind\n    }\n  }\n": types.DeskLiveUpdatesDocument,
    "\n  fragment ReadInLink_article on Article {\n    id\n    title\n    language\n    slug\n  }\n": types.ReadInLink_ArticleFragmentDoc,
    "\n  query ArticleDetail($id: ID!, $readNext: Int!, $before: ID) {\n    article(id: $id) {\n      id\n      title\n      body\n      bodyImages {\n        ...Photo_image\n      }\n      summary\n      writtenSummary\n      slug\n      category\n      language\n      ...ArticleImage_article\n      imageCaption\n      imageCredit\n      status\n      createdAt\n      publishedAt\n      updatedAt\n      author {\n        name\n        displayName\n        username\n      }\n      shareImage {\n        url\n        width\n        height\n        type\n      }\n      translation {\n        ...ReadInLink_article\n      }\n      related(limit: $readNext) {\n        ...Story_article\n      }\n      liveStatus\n      live {\n        ...LiveBlog_live\n      }\n    }\n  }\n": types.ArticleDetailDocument,
    "\n  query ArticleRemoved($id: ID!) {\n    articleRemoved(id: $id)\n  }\n": types.ArticleRemovedDocument,
    "\n  fragment LivePost_post on LivePost {\n    id\n    createdAt\n    updatedAt\n    correctedAt\n    author {\n      id\n      name\n      teluguName\n    }\n    body\n    text\n    keyEvent\n    pinned\n  }\n": types.LivePost_PostFragmentDoc,
    "\n  fragment LiveBlog_live on LiveBlog {\n    status\n    startedAt\n    endedAt\n    lastEventId\n    keyEvents {\n      id\n      createdAt\n      title\n    }\n    pinned {\n      ...LivePost_post\n    }\n    posts(before: $before) {\n      posts {\n        ...LivePost_post\n      }\n      nextBefore\n    }\n  }\n": types.LiveBlog_LiveFragmentDoc,
    "\n  query AccountLink($token: String!) {\n    accountLink(token: $token) {\n      purpose\n      expiresAt\n      username\n      fullName\n    }\n  }\n": types.AccountLinkDocument,
    "\n  mutation SetPasswordWithLink($token: String!, $password: String!) {\n    setPasswordWithLink(token: $token, password: $password)\n  }\n": types.SetPasswordWithLinkDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      expiresAt\n      user {\n        ...CurrentUser_user\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n": types.PasskeyRegistrationOptionsDocument,
    "\n  mutation RegisterPasskey($response: String!) {\n    registerPasskey(response: $response)\n  }\n": types.RegisterPasskeyDocument,
    "\n  mutation PasskeySignInOptions($ticket: String!) {\n    passkeySignInOptions(ticket: $ticket)\n  }\n": types.PasskeySignInOptionsDocument,
    "\n  query SecondFactorRequired {\n    secondFactorRequired\n  }\n": types.SecondFactorRequiredDocument,
    "\n  mutation SetSecondFactorRequired($required: Boolean!) {\n    setSecondFactorRequired(required: $required)\n  }\n": types.SetSecondFactorRequiredDocument,
    "\n  mutation VerifySecondFactor(\n    $ticket: String!\n    $code: String\n    $recoveryCode: String\n    $passkey: String\n  ) {\n    verifySecondFactor(\n      ticket: $ticket\n      code: $code\n      recoveryCode: $recoveryCode\n      passkey: $passkey\n    ) {\n      expiresAt\n      user {\n        ...CurrentUser_user\n      }\n    }\n  }\n": types.VerifySecondFactorDocument,
    "\n  query MySecondFactors {\n    mySecondFactors {\n      totp\n      passkeys\n      recoveryCodesLeft\n      required\n    }\n  }\n": types.MySecondFactorsDocument,
    "\n  mutation RemoveTotp {\n    removeTotp\n  }\n": types.RemoveTotpDocument,
    "\n  mutation RenewRecoveryCodes {\n    renewRecoveryCodes\n  }\n": types.RenewRecoveryCodesDocument,
    "\n  mutation StartTotpSetup($ticket: String) {\n    startTotpSetup(ticket: $ticket) {\n      secret\n      uri\n    }\n  }\n": types.StartTotpSetupDocument,
    "\n  mutation ConfirmTotp($code: String!, $ticket: String) {\n    confirmTotp(code: $code, ticket: $ticket) {\n      recoveryCodes\n      session {\n        expiresAt\n        user {\n          ...CurrentUser_user\n        }\n      }\n    }\n  }\n": types.ConfirmTotpDocument,
    "\n  query AuthorPage($username: String!) {\n    author(username: $username) {\n      id\n      username\n      name\n      teluguName\n      bio\n      photo {\n        ...Photo_image\n      }\n    }\n  }\n": types.AuthorPageDocument,
    "\n  query AuthorStories($authorId: ID!, $page: Int!, $pageSize: Int!) {\n    articles(authorId: $authorId, page: $page, pageSize: $pageSize) {\n      totalItems\n      items {\n        ...Story_article\n      }\n    }\n  }\n": types.AuthorStoriesDocument,
    "\n  query DeskAlerts {\n    activeAlerts {\n      id\n      expiresAt\n      lines {\n        language\n        text\n      }\n    }\n    articles(pageSize: 20) {\n      items {\n        id\n        title\n        language\n      }\n    }\n  }\n": types.DeskAlertsDocument,
    "\n  mutation SendAlert($input: SendAlertInput!) {\n    sendAlert(input: $input) {\n      id\n    }\n  }\n": types.SendAlertDocument,
    "\n  mutation EndAlert($id: ID!) {\n    endAlert(id: $id)\n  }\n": types.EndAlertDocument,
    "\n  query FrontPage($language: Language, $latest: Int!, $perCategory: Int!) {\n    frontPage(language: $language, latest: $latest, perCategory: $perCategory) {\n      lead {\n        ...Story_article\n      }\n      latest {\n        ...Story_article\n      }\n      totalItems\n      sections {\n        category\n        articles {\n          ...CategoryStory_article\n        }\n      }\n    }\n  }\n": types.FrontPageDocument,
    "\n  query HomeArticles(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $category: Category\n    $language: Language\n    $preferLanguage: Language\n    $sortBy: ArticleSort\n  ) {\n    articles(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      category: $category\n      language: $language\n      preferLanguage: $preferLanguage\n      sortBy: $sortBy\n    ) {\n      totalItems\n      totalItemsCapped\n      searchedAs\n      items {\n        ...Story_article\n      }\n    }\n  }\n": types.HomeArticlesDocument,
    "\n  query SearchCorrection($query: String!) {\n    searchCorrection(query: $query)\n  }\n": types.SearchCorrectionDocument,
    "\n  fragment NewDeviceNotice_query on Query {\n    newDeviceSignIns {\n      id\n      browser\n      os\n      at\n    }\n  }\n": types.NewDeviceNotice_QueryFragmentDoc,
    "\n  query NewDeviceSignIns {\n    ...NewDeviceNotice_query\n  }\n": types.NewDeviceSignInsDocument,
    "\n  mutation DismissNewDeviceSignIn($id: ID!) {\n    dismissNewDeviceSignIn(id: $id)\n  }\n": types.DismissNewDeviceSignInDocument,
    "\n  query MySessions {\n    mySessions {\n      ...ListedSession_session\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.EndSessionDocument,
    "\n  fragment IssuedLink_accountLink on AccountLink {\n    purpose\n    path\n    expiresAt\n    user {\n      ...UserRow_user\n    }\n  }\n": types.IssuedLink_AccountLinkFragmentDoc,
    "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      ...IssuedLink_accountLink\n    }\n  }\n": types.InviteUserDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UserRow_user\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserRow_user\n    }\n  }\n": types.UpdateUserDocument,
    "\n  fragment UserRow_user on User {\n    id\n    username\n    fullName\n    email\n    role\n    isActive\n    teluguName\n    bio\n    photo {\n      ...Photo_image\n    }\n    invitedUntil\n  }\n": types.UserRow_UserFragmentDoc,
    "\n  query UserSessions($userId: ID!) {\n    userSessions(userId: $userId) {\n      ...ListedSession_session\n    }\n  }\n": types.UserSessionsDocument,
    "\n  mutation EndUserSession($userId: ID!, $id: ID!) {\n    endUserSession(userId: $userId, id: $id)\n  }\n": types.EndUserSessionDocument,
    "\n  query Users($page: Int!, $pageSize: Int!) {\n    users(page: $page, pageSize: $pageSize, sortBy: CREATED_DESC) {\n      totalItems\n      totalPages\n      items {\n        id\n        ...UserRow_user\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  mutation EndUserSessions($id: ID!) {\n    endUserSessions(id: $id)\n  }\n": types.EndUserSessionsDocument,
    "\n  mutation RenewInvitation($id: ID!) {\n    renewInvitation(id: $id) {\n      ...IssuedLink_accountLink\n    }\n  }\n": types.RenewInvitationDocument,
    "\n  mutation CreatePasswordResetLink($id: ID!) {\n    createPasswordResetLink(id: $id) {\n      ...IssuedLink_accountLink\n    }\n  }\n": types.CreatePasswordResetLinkDocument,
    "\n  fragment ArticleImage_article on Article {\n    mediaUrl\n    category\n    imageAlt\n    image {\n      ...Photo_image\n    }\n  }\n": types.ArticleImage_ArticleFragmentDoc,
    "\n  fragment Photo_image on Image {\n    id\n    width\n    height\n    format\n    variants {\n      url\n      width\n      height\n      format\n    }\n  }\n": types.Photo_ImageFragmentDoc,
    "\n  fragment ListedSession_session on Session {\n    id\n    browser\n    os\n    firstSeen\n    lastSeen\n    current\n  }\n": types.ListedSession_SessionFragmentDoc,
    "\n  query ReadRankings($language: Language!, $limit: Int!, $trending: Boolean!) {\n    mostRead(language: $language, limit: $limit) {\n      ...CategoryStory_article\n    }\n    trending(language: $language, limit: $limit) @include(if: $trending) {\n      ...CategoryStory_article\n    }\n  }\n": types.ReadRankingsDocument,
    "\n  fragment CurrentUser_user on User {\n    id\n    username\n    fullName\n    role\n    canPublish\n  }\n": types.CurrentUser_UserFragmentDoc,
    "\n  fragment Story_article on Article {\n    id\n    title\n    summary\n    category\n    language\n    slug\n    createdAt\n    publishedAt\n    liveStatus\n    ...ArticleImage_article\n  }\n": types.Story_ArticleFragmentDoc,
    "\n  fragment CategoryStory_article on Article {\n    id\n    title\n    category\n    language\n    slug\n    createdAt\n    publishedAt\n    liveStatus\n  }\n": types.CategoryStory_ArticleFragmentDoc,
    "\n  query BreakingNews {\n    activeAlerts {\n      id\n      expiresAt\n      lines {\n        language\n        text\n        path\n      }\n    }\n    alertsEventId\n  }\n": types.BreakingNewsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...CurrentUser_user\n    }\n    ...NewDeviceNotice_query\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...CurrentUser_user\n    }\n    ...NewDeviceNotice_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffList {\n    articles(status: []) {\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query StaffList {\n    articles(status: []) {\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminArticle_article on Article {\n    id\n    title\n    category\n    language\n    status\n    createdAt\n    publishedAt\n    lead\n    viewerCanEdit\n    viewerCanDelete\n    author {\n      id\n      name\n    }\n    sentBack {\n      id\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment AdminArticle_article on Article {\n    id\n    title\n    category\n    language\n    status\n    createdAt\n    publishedAt\n    lead\n    viewerCanEdit\n    viewerCanDelete\n    author {\n      id\n      name\n    }\n    sentBack {\n      id\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleAuthors {\n    articleAuthors {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ArticleAuthors {\n    articleAuthors {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArticles(\n    $page: Int!\n    $pageSize: Int!\n    $status: [ArticleStatus!]!\n    $scheduled: Boolean\n    $search: String\n    $language: Language\n    $authorId: ID\n  ) {\n    articles(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      scheduled: $scheduled\n      search: $search\n      language: $language\n      authorId: $authorId\n      sortBy: DATE_DESC\n    ) {\n      totalItems\n      totalPages\n      items {\n        id\n        ...AdminArticle_article\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminArticles(\n    $page: Int!\n    $pageSize: Int!\n    $status: [ArticleStatus!]!\n    $scheduled: Boolean\n    $search: String\n    $language: Language\n    $authorId: ID\n  ) {\n    articles(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      scheduled: $scheduled\n      search: $search\n      language: $language\n      authorId: $authorId\n      sortBy: DATE_DESC\n    ) {\n      totalItems\n      totalPages\n      items {\n        id\n        ...AdminArticle_article\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($page: Int!, $pageSize: Int!) {\n    auditTrail(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        articleId\n        articleTitle\n        language\n        ...AuditMove_entry\n      }\n      totalItems\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($page: Int!, $pageSize: Int!) {\n    auditTrail(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        articleId\n        articleTitle\n        language\n        ...AuditMove_entry\n      }\n      totalItems\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Backups {\n    backups {\n      items {\n        name\n        createdAt\n        size\n        check\n      }\n      lastSuccess {\n        at\n      }\n      lastFailure {\n        at\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query Backups {\n    backups {\n      items {\n        name\n        createdAt\n        size\n        check\n      }\n      lastSuccess {\n        at\n      }\n      lastFailure {\n        at\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeBackup {\n    takeBackup {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation TakeBackup {\n    takeBackup {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendArticleBack($id: ID!, $note: String!, $updatedAt: DateTime) {\n    sendArticleBack(id: $id, note: $note, updatedAt: $updatedAt) {\n      ...ArticleForm_article\n    }\n  }\n"): (typeof documents)["\n  mutation SendArticleBack($id: ID!, $note: String!, $updatedAt: DateTime) {\n    sendArticleBack(id: $id, note: $note, updatedAt: $updatedAt) {\n      ...ArticleForm_article\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddArticleNote($id: ID!, $text: String!) {\n    addArticleNote(id: $id, text: $text) {\n      ...ReviewNote_note\n    }\n  }\n"): (typeof documents)["\n  mutation AddArticleNote($id: ID!, $text: String!) {\n    addArticleNote(id: $id, text: $text) {\n      ...ReviewNote_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewNote_note on ArticleNote {\n    id\n    text\n    sentBack\n    createdAt\n    author {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewNote_note on ArticleNote {\n    id\n    text\n    sentBack\n    createdAt\n    author {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InReviewCount {\n    articles(status: [IN_REVIEW], page: 1, pageSize: 1) {\n      totalItems\n    }\n  }\n"): (typeof documents)["\n  query InReviewCount {\n    articles(status: [IN_REVIEW], page: 1, pageSize: 1) {\n      totalItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TranslationPicker_article on Article {\n    id\n    title\n    language\n    viewerCanEdit\n  }\n"): (typeof documents)["\n  fragment TranslationPicker_article on Article {\n    id\n    title\n    language\n    viewerCanEdit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranslationCandidates($search: String!, $language: Language!) {\n    articles(search: $search, language: $language, status: [], pageSize: 6, sortBy: DATE_DESC) {\n      items {\n        ...TranslationPicker_article\n      }\n    }\n  }\n"): (typeof documents)["\n  query TranslationCandidates($search: String!, $language: Language!) {\n    articles(search: $search, language: $language, status: [], pageSize: 6, sortBy: DATE_DESC) {\n      items {\n        ...TranslationPicker_article\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrashedArticles($page: Int!, $pageSize: Int!) {\n    trashedArticles(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        title\n        language\n        trashedAt\n        purgeAt\n        trashedBy {\n          name\n        }\n      }\n      totalItems\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query TrashedArticles($page: Int!, $pageSize: Int!) {\n    trashedArticles(page: $page, pageSize: $pageSize) {\n      items {\n        id\n        title\n        language\n        trashedAt\n        purgeAt\n        trashedBy {\n          name\n        }\n      }\n      totalItems\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreArticle($id: ID!) {\n    restoreArticle(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreArticle($id: ID!) {\n    restoreArticle(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArticleForever($id: ID!) {\n    deleteArticleForever(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteArticleForever($id: ID!) {\n    deleteArticleForever(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleForm_article on Article {\n    id\n    title\n    content\n    body\n    category\n    language\n    ...ArticleImage_article\n    imageCaption\n    imageCredit\n    writtenSummary\n    lead\n    status\n    createdAt\n    updatedAt\n    publishedAt\n    author {\n      id\n      name\n    }\n    translation {\n      ...TranslationPicker_article\n    }\n    viewerCanEdit\n    viewerCanPublish\n    notes {\n      ...ReviewNote_note\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleForm_article on Article {\n    id\n    title\n    content\n    body\n    category\n    language\n    ...ArticleImage_article\n    imageCaption\n    imageCredit\n    writtenSummary\n    lead\n    status\n    createdAt\n    updatedAt\n    publishedAt\n    author {\n      id\n      name\n    }\n    translation {\n      ...TranslationPicker_article\n    }\n    viewerCanEdit\n    viewerCanPublish\n    notes {\n      ...ReviewNote_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditArticle($id: ID!) {\n    article(id: $id) {\n      ...ArticleForm_article\n    }\n  }\n"): (typeof documents)["\n  query EditArticle($id: ID!) {\n    article(id: $id) {\n      ...ArticleForm_article\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleFormViewer {\n    me {\n      id\n      canPublish\n    }\n  }\n"): (typeof documents)["\n  query ArticleFormViewer {\n    me {\n      id\n      canPublish\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateArticle($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      ...ArticleForm_article\n    }\n  }\n"): (typeof documents)["\n  mutation CreateArticle($input: CreateArticleInput!) {\n    createArticle(input: $input) {\n      ...ArticleForm_article\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      ...ArticleForm_article\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      ...ArticleForm_article\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleHistory($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      language\n      updatedAt\n      viewerCanEdit\n      revisions {\n        number\n        action\n        fields\n        restoredFrom\n        createdAt\n        author {\n          id\n          name\n        }\n      }\n      auditTrail {\n        id\n        ...AuditMove_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticleHistory($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      language\n      updatedAt\n      viewerCanEdit\n      revisions {\n        number\n        action\n        fields\n        restoredFrom\n        createdAt\n        author {\n          id\n          name\n        }\n      }\n      auditTrail {\n        id\n        ...AuditMove_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevisionPair($id: ID!, $from: Int!, $to: Int!) {\n    from: articleRevision(articleId: $id, number: $from) {\n      ...RevisionWords_revision\n    }\n    to: articleRevision(articleId: $id, number: $to) {\n      ...RevisionWords_revision\n    }\n  }\n"): (typeof documents)["\n  query RevisionPair($id: ID!, $from: Int!, $to: Int!) {\n    from: articleRevision(articleId: $id, number: $from) {\n      ...RevisionWords_revision\n    }\n    to: articleRevision(articleId: $id, number: $to) {\n      ...RevisionWords_revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RevisionWords_revision on ArticleRevision {\n    number\n    title\n    writtenSummary\n    content\n    category\n    language\n  }\n"): (typeof documents)["\n  fragment RevisionWords_revision on ArticleRevision {\n    number\n    title\n    writtenSummary\n    content\n    category\n    language\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditMove_entry on AuditEntry {\n    action\n    detail\n    createdAt\n    user {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AuditMove_entry on AuditEntry {\n    action\n    detail\n    createdAt\n    user {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreRevision($id: ID!, $number: Int!, $updatedAt: DateTime) {\n    restoreArticleRevision(id: $id, number: $number, updatedAt: $updatedAt) {\n      id\n      title\n      content\n      writtenSummary\n      summary\n      category\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreRevision($id: ID!, $number: Int!, $updatedAt: DateTime) {\n    restoreArticleRevision(id: $id, number: $number, updatedAt: $updatedAt) {\n      id\n      title\n      content\n      writtenSummary\n      summary\n      category\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskLivePost_post on LivePost {\n    id\n    createdAt\n    correctedAt\n    author {\n      id\n      name\n      teluguName\n    }\n    body\n    text\n    keyEvent\n    pinned\n  }\n"): (typeof documents)["\n  fragment DeskLivePost_post on LivePost {\n    id\n    createdAt\n    correctedAt\n    author {\n      id\n      name\n      teluguName\n    }\n    body\n    text\n    keyEvent\n    pinned\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskLive($id: ID!) {\n    article(id: $id) {\n      id\n      liveStatus\n      live {\n        status\n        posts(pageSize: 50) {\n          posts {\n            ...DeskLivePost_post\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskLive($id: ID!) {\n    article(id: $id) {\n      id\n      liveStatus\n      live {\n        status\n        posts(pageSize: 50) {\n          posts {\n            ...DeskLivePost_post\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLiveStatus($articleId: ID!, $status: LiveStatus!) {\n    setLiveStatus(articleId: $articleId, status: $status) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetLiveStatus($articleId: ID!, $status: LiveStatus!) {\n    setLiveStatus(articleId: $articleId, status: $status) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddLivePost($articleId: ID!, $input: LivePostInput!) {\n    addLivePost(articleId: $articleId, input: $input) {\n      ...DeskLivePost_post\n    }\n  }\n"): (typeof documents)["\n  mutation AddLivePost($articleId: ID!, $input: LivePostInput!) {\n    addLivePost(articleId: $articleId, input: $input) {\n      ...DeskLivePost_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLivePost($articleId: ID!, $postId: ID!, $input: LivePostChanges!) {\n    updateLivePost(articleId: $articleId, postId: $postId, input: $input) {\n      ...DeskLivePost_post\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLivePost($articleId: ID!, $postId: ID!, $input: LivePostChanges!) {\n    updateLivePost(articleId: $articleId, postId: $postId, input: $input) {\n      ...DeskLivePost_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLivePost($articleId: ID!, $postId: ID!) {\n    deleteLivePost(articleId: $articleId, postId: $postId)\n  }\n"): (typeof documents)["\n  mutation DeleteLivePost($articleId: ID!, $postId: ID!) {\n    deleteLivePost(articleId: $articleId, postId: $postId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DeskLiveUpdates($articleId: ID!) {\n    liveUpdates(articleId: $articleId) {\n      id\n      kind\n    }\n  }\n"): (typeof documents)["\n  subscription DeskLiveUpdates($articleId: ID!) {\n    liveUpdates(articleId: $articleId) {\n      id\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReadInLink_article on Article {\n    id\n    title\n    language\n    slug\n  }\n"): (typeof documents)["\n  fragment ReadInLink_article on Article {\n    id\n    title\n    language\n    slug\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleDetail($id: ID!, $readNext: Int!, $before: ID) {\n    article(id: $id) {\n      id\n      title\n      body\n      bodyImages {\n        ...Photo_image\n      }\n      summary\n      writtenSummary\n      slug\n      category\n      language\n      ...ArticleImage_article\n      imageCaption\n      imageCredit\n      status\n      createdAt\n      publishedAt\n      updatedAt\n      author {\n        name\n        displayName\n        username\n      }\n      shareImage {\n        url\n        width\n        height\n        type\n      }\n      translation {\n        ...ReadInLink_article\n      }\n      related(limit: $readNext) {\n        ...Story_article\n      }\n      liveStatus\n      live {\n        ...LiveBlog_live\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticleDetail($id: ID!, $readNext: Int!, $before: ID) {\n    article(id: $id) {\n      id\n      title\n      body\n      bodyImages {\n        ...Photo_image\n      }\n      summary\n      writtenSummary\n      slug\n      category\n      language\n      ...ArticleImage_article\n      imageCaption\n      imageCredit\n      status\n      createdAt\n      publishedAt\n      updatedAt\n      author {\n        name\n        displayName\n        username\n      }\n      shareImage {\n        url\n        width\n        height\n        type\n      }\n      translation {\n        ...ReadInLink_article\n      }\n      related(limit: $readNext) {\n        ...Story_article\n      }\n      liveStatus\n      live {\n        ...LiveBlog_live\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleRemoved($id: ID!) {\n    articleRemoved(id: $id)\n  }\n"): (typeof documents)["\n  query ArticleRemoved($id: ID!) {\n    articleRemoved(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LivePost_post on LivePost {\n    id\n    createdAt\n    updatedAt\n    correctedAt\n    author {\n      id\n      name\n      teluguName\n    }\n    body\n    text\n    keyEvent\n    pinned\n  }\n"): (typeof documents)["\n  fragment LivePost_post on LivePost {\n    id\n    createdAt\n    updatedAt\n    correctedAt\n    author {\n      id\n      name\n      teluguName\n    }\n    body\n    text\n    keyEvent\n    pinned\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveBlog_live on LiveBlog {\n    status\n    startedAt\n    endedAt\n    lastEventId\n    keyEvents {\n      id\n      createdAt\n      title\n    }\n    pinned {\n      ...LivePost_post\n    }\n    posts(before: $before) {\n      posts {\n        ...LivePost_post\n      }\n      nextBefore\n    }\n  }\n"): (typeof documents)["\n  fragment LiveBlog_live on LiveBlog {\n    status\n    startedAt\n    endedAt\n    lastEventId\n    keyEvents {\n      id\n      createdAt\n      title\n    }\n    pinned {\n      ...LivePost_post\n    }\n    posts(before: $before) {\n      posts {\n        ...LivePost_post\n      }\n      nextBefore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLink($token: String!) {\n    accountLink(token: $token) {\n      purpose\n      expiresAt\n      username\n      fullName\n    }\n  }\n"): (typeof documents)["\n  query AccountLink($token: String!) {\n    accountLink(token: $token) {\n      purpose\n      expiresAt\n      username\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPasswordWithLink($token: String!, $password: String!) {\n    setPasswordWithLink(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation SetPasswordWithLink($token: String!, $password: String!) {\n    setPasswordWithLink(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      expiresAt\n      user {\n        ...CurrentUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      expiresAt\n      user {\n        ...CurrentUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n"): (typeof documents)["\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPasskey($response: String!) {\n    registerPasskey(response: $response)\n  }\n"): (typeof documents)["\n  mutation RegisterPasskey($response: String!) {\n    registerPasskey(response: $response)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeySignInOptions($ticket: String!) {\n    passkeySignInOptions(ticket: $ticket)\n  }\n"): (typeof documents)["\n  mutation PasskeySignInOptions($ticket: String!) {\n    passkeySignInOptions(ticket: $ticket)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecondFactorRequired {\n    secondFactorRequired\n  }\n"): (typeof documents)["\n  query SecondFactorRequired {\n    secondFactorRequired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSecondFactorRequired($required: Boolean!) {\n    setSecondFactorRequired(required: $required)\n  }\n"): (typeof documents)["\n  mutation SetSecondFactorRequired($required: Boolean!) {\n    setSecondFactorRequired(required: $required)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySecondFactor(\n    $ticket: String!\n    $code: String\n    $recoveryCode: String\n    $passkey: String\n  ) {\n    verifySecondFactor(\n      ticket: $ticket\n      code: $code\n      recoveryCode: $recoveryCode\n      passkey: $passkey\n    ) {\n      expiresAt\n      user {\n        ...CurrentUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifySecondFactor(\n    $ticket: String!\n    $code: String\n    $recoveryCode: String\n    $passkey: String\n  ) {\n    verifySecondFactor(\n      ticket: $ticket\n      code: $code\n      recoveryCode: $recoveryCode\n      passkey: $passkey\n    ) {\n      expiresAt\n      user {\n        ...CurrentUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySecondFactors {\n    mySecondFactors {\n      totp\n      passkeys\n      recoveryCodesLeft\n      required\n    }\n  }\n"): (typeof documents)["\n  query MySecondFactors {\n    mySecondFactors {\n      totp\n      passkeys\n      recoveryCodesLeft\n      required\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTotp {\n    removeTotp\n  }\n"): (typeof documents)["\n  mutation RemoveTotp {\n    removeTotp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewRecoveryCodes {\n    renewRecoveryCodes\n  }\n"): (typeof documents)["\n  mutation RenewRecoveryCodes {\n    renewRecoveryCodes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpSetup($ticket: String) {\n    startTotpSetup(ticket: $ticket) {\n      secret\n      uri\n    }\n  }\n"): (typeof documents)["\n  mutation StartTotpSetup($ticket: String) {\n    startTotpSetup(ticket: $ticket) {\n      secret\n      uri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotp($code: String!, $ticket: String) {\n    confirmTotp(code: $code, ticket: $ticket) {\n      recoveryCodes\n      session {\n        expiresAt\n        user {\n          ...CurrentUser_user\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTotp($code: String!, $ticket: String) {\n    confirmTotp(code: $code, ticket: $ticket) {\n      recoveryCodes\n      session {\n        expiresAt\n        user {\n          ...CurrentUser_user\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorPage($username: String!) {\n    author(username: $username) {\n      id\n      username\n      name\n      teluguName\n      bio\n      photo {\n        ...Photo_image\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorPage($username: String!) {\n    author(username: $username) {\n      id\n      username\n      name\n      teluguName\n      bio\n      photo {\n        ...Photo_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorStories($authorId: ID!, $page: Int!, $pageSize: Int!) {\n    articles(authorId: $authorId, page: $page, pageSize: $pageSize) {\n      totalItems\n      items {\n        ...Story_article\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorStories($authorId: ID!, $page: Int!, $pageSize: Int!) {\n    articles(authorId: $authorId, page: $page, pageSize: $pageSize) {\n      totalItems\n      items {\n        ...Story_article\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskAlerts {\n    activeAlerts {\n      id\n      expiresAt\n      lines {\n        language\n        text\n      }\n    }\n    articles(pageSize: 20) {\n      items {\n        id\n        title\n        language\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskAlerts {\n    activeAlerts {\n      id\n      expiresAt\n      lines {\n        language\n        text\n      }\n    }\n    articles(pageSize: 20) {\n      items {\n        id\n        title\n        language\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAlert($input: SendAlertInput!) {\n    sendAlert(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendAlert($input: SendAlertInput!) {\n    sendAlert(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndAlert($id: ID!) {\n    endAlert(id: $id)\n  }\n"): (typeof documents)["\n  mutation EndAlert($id: ID!) {\n    endAlert(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrontPage($language: Language, $latest: Int!, $perCategory: Int!) {\n    frontPage(language: $language, latest: $latest, perCategory: $perCategory) {\n      lead {\n        ...Story_article\n      }\n      latest {\n        ...Story_article\n      }\n      totalItems\n      sections {\n        category\n        articles {\n          ...CategoryStory_article\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FrontPage($language: Language, $latest: Int!, $perCategory: Int!) {\n    frontPage(language: $language, latest: $latest, perCategory: $perCategory) {\n      lead {\n        ...Story_article\n      }\n      latest {\n        ...Story_article\n      }\n      totalItems\n      sections {\n        category\n        articles {\n          ...CategoryStory_article\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeArticles(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $category: Category\n    $language: Language\n    $preferLanguage: Language\n    $sortBy: ArticleSort\n  ) {\n    articles(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      category: $category\n      language: $language\n      preferLanguage: $preferLanguage\n      sortBy: $sortBy\n    ) {\n      totalItems\n      totalItemsCapped\n      searchedAs\n      items {\n        ...Story_article\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeArticles(\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $category: Category\n    $language: Language\n    $preferLanguage: Language\n    $sortBy: ArticleSort\n  ) {\n    articles(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      category: $category\n      language: $language\n      preferLanguage: $preferLanguage\n      sortBy: $sortBy\n    ) {\n      totalItems\n      totalItemsCapped\n      searchedAs\n      items {\n        ...Story_article\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCorrection($query: String!) {\n    searchCorrection(query: $query)\n  }\n"): (typeof documents)["\n  query SearchCorrection($query: String!) {\n    searchCorrection(query: $query)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewDeviceNotice_query on Query {\n    newDeviceSignIns {\n      id\n      browser\n      os\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment NewDeviceNotice_query on Query {\n    newDeviceSignIns {\n      id\n      browser\n      os\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewDeviceSignIns {\n    ...NewDeviceNotice_query\n  }\n"): (typeof documents)["\n  query NewDeviceSignIns {\n    ...NewDeviceNotice_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissNewDeviceSignIn($id: ID!) {\n    dismissNewDeviceSignIn(id: $id)\n  }\n"): (typeof documents)["\n  mutation DismissNewDeviceSignIn($id: ID!) {\n    dismissNewDeviceSignIn(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      ...ListedSession_session\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      ...ListedSession_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IssuedLink_accountLink on AccountLink {\n    purpose\n    path\n    expiresAt\n    user {\n      ...UserRow_user\n    }\n  }\n"): (typeof documents)["\n  fragment IssuedLink_accountLink on AccountLink {\n    purpose\n    path\n    expiresAt\n    user {\n      ...UserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      ...IssuedLink_accountLink\n    }\n  }\n"): (typeof documents)["\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      ...IssuedLink_accountLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UserRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      ...UserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRow_user on User {\n    id\n    username\n    fullName\n    email\n    role\n    isActive\n    teluguName\n    bio\n    photo {\n      ...Photo_image\n    }\n    invitedUntil\n  }\n"): (typeof documents)["\n  fragment UserRow_user on User {\n    id\n    username\n    fullName\n    email\n    role\n    isActive\n    teluguName\n    bio\n    photo {\n      ...Photo_image\n    }\n    invitedUntil\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSessions($userId: ID!) {\n    userSessions(userId: $userId) {\n      ...ListedSession_session\n    }\n  }\n"): (typeof documents)["\n  query UserSessions($userId: ID!) {\n    userSessions(userId: $userId) {\n      ...ListedSession_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndUserSession($userId: ID!, $id: ID!) {\n    endUserSession(userId: $userId, id: $id)\n  }\n"): (typeof documents)["\n  mutation EndUserSession($userId: ID!, $id: ID!) {\n    endUserSession(userId: $userId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($page: Int!, $pageSize: Int!) {\n    users(page: $page, pageSize: $pageSize, sortBy: CREATED_DESC) {\n      totalItems\n      totalPages\n      items {\n        id\n        ...UserRow_user\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users($page: Int!, $pageSize: Int!) {\n    users(page: $page, pageSize: $pageSize, sortBy: CREATED_DESC) {\n      totalItems\n      totalPages\n      items {\n        id\n        ...UserRow_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndUserSessions($id: ID!) {\n    endUserSessions(id: $id)\n  }\n"): (typeof documents)["\n  mutation EndUserSessions($id: ID!) {\n    endUserSessions(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewInvitation($id: ID!) {\n    renewInvitation(id: $id) {\n      ...IssuedLink_accountLink\n    }\n  }\n"): (typeof documents)["\n  mutation RenewInvitation($id: ID!) {\n    renewInvitation(id: $id) {\n      ...IssuedLink_accountLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePasswordResetLink($id: ID!) {\n    createPasswordResetLink(id: $id) {\n      ...IssuedLink_accountLink\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePasswordResetLink($id: ID!) {\n    createPasswordResetLink(id: $id) {\n      ...IssuedLink_accountLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleImage_article on Article {\n    mediaUrl\n    category\n    imageAlt\n    image {\n      ...Photo_image\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleImage_article on Article {\n    mediaUrl\n    category\n    imageAlt\n    image {\n      ...Photo_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Photo_image on Image {\n    id\n    width\n    height\n    format\n    variants {\n      url\n      width\n      height\n      format\n    }\n  }\n"): (typeof documents)["\n  fragment Photo_image on Image {\n    id\n    width\n    height\n    format\n    variants {\n      url\n      width\n      height\n      format\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListedSession_session on Session {\n    id\n    browser\n    os\n    firstSeen\n    lastSeen\n    current\n  }\n"): (typeof documents)["\n  fragment ListedSession_session on Session {\n    id\n    browser\n    os\n    firstSeen\n    lastSeen\n    current\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadRankings($language: Language!, $limit: Int!, $trending: Boolean!) {\n    mostRead(language: $language, limit: $limit) {\n      ...CategoryStory_article\n    }\n    trending(language: $language, limit: $limit) @include(if: $trending) {\n      ...CategoryStory_article\n    }\n  }\n"): (typeof documents)["\n  query ReadRankings($language: Language!, $limit: Int!, $trending: Boolean!) {\n    mostRead(language: $language, limit: $limit) {\n      ...CategoryStory_article\n    }\n    trending(language: $language, limit: $limit) @include(if: $trending) {\n      ...CategoryStory_article\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUser_user on User {\n    id\n    username\n    fullName\n    role\n    canPublish\n  }\n"): (typeof documents)["\n  fragment CurrentUser_user on User {\n    id\n    username\n    fullName\n    role\n    canPublish\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Story_article on Article {\n    id\n    title\n    summary\n    category\n    language\n    slug\n    createdAt\n    publishedAt\n    liveStatus\n    ...ArticleImage_article\n  }\n"): (typeof documents)["\n  fragment Story_article on Article {\n    id\n    title\n    summary\n    category\n    language\n    slug\n    createdAt\n    publishedAt\n    liveStatus\n    ...ArticleImage_article\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryStory_article on Article {\n    id\n    title\n    category\n    language\n    slug\n    createdAt\n    publishedAt\n    liveStatus\n  }\n"): (typeof documents)["\n  fragment CategoryStory_article on Article {\n    id\n    title\n    category\n    language\n    slug\n    createdAt\n    publishedAt\n    liveStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BreakingNews {\n    activeAlerts {\n      id\n      expiresAt\n      lines {\n        language\n        text\n        path\n      }\n    }\n    alertsEventId\n  }\n"): (typeof documents)["\n  query BreakingNews {\n    activeAlerts {\n      id\n      expiresAt\n      lines {\n        language\n        text\n        path\n      }\n    }\n    alertsEventId\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;