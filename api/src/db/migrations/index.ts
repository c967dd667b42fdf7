import type { Migration } from 'kysely';
import type { Dialect } from '../index.js';
import { init } from './0001-init.js';
import { search } from './0002-search.js';
import { sessionVersion } from './0003-session-version.js';
import { sessions } from './0004-sessions.js';
import { editionsAndWorkflow } from './0005-editions-and-workflow.js';
import { images } from './0006-images.js';
import { summaryAndLead } from './0007-summary-and-lead.js';
import { searchVectorStorage } from './0008-search-vector-storage.js';
import { searchStems } from './0009-search-stems.js';
import { searchReadings } from './0010-search-readings.js';
import { contentVersion } from './0011-content-version.js';
import { searchTermsPostgres } from './0012-search-terms-postgres.js';
import { articleHistory } from './0013-article-history.js';
import { articleNotes } from './0014-article-notes.js';
import { authorProfiles } from './0015-author-profiles.js';
import { accountLinks } from './0016-account-links.js';
import { draftsNeedLess } from './0017-drafts-need-less.js';
import { editionCategoryIndex } from './0018-edition-category-index.js';
import { authorPhotos } from './0019-author-photos.js';
import { articleBody } from './0020-article-body.js';
import { teluguStems } from './0021-telugu-stems.js';
import { searchNames } from './0022-search-names.js';
import { liveEvents } from './0023-live-events.js';
import { articleReads } from './0024-article-reads.js';
import { articleTrash } from './0025-article-trash.js';
import { secondFactors } from './0027-second-factors.js';
import { sessionDevices } from './0028-session-devices.js';
import { liveBlogs } from './0029-live-blogs.js';

/** Every migration, in order. Each one takes the dialect for the few statements that differ. */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-init': init(dialect),
    '0002-search': search(dialect),
    '0003-session-version': sessionVersion,
    '0004-sessions': sessions(dialect),
    '0005-editions-and-workflow': editionsAndWorkflow(dialect),
    '0006-images': images(dialect),
    '0007-summary-and-lead': summaryAndLead(dialect),
    '0008-search-vector-storage': searchVectorStorage(dialect),
    '0009-search-stems': searchStems(dialect),
    '0010-search-readings': searchReadings(dialect),
    '0011-content-version': contentVersion(dialect),
    '0012-search-terms-postgres': searchTermsPostgres(dialect),
    '0013-article-history': articleHistory(dialect),
    '0014-article-notes': articleNotes(dialect),
    '0015-author-profiles': authorProfiles(dialect),
    '0016-account-links': accountLinks(dialect),
    '0017-drafts-need-less': draftsNeedLess(dialect),
    '0018-edition-category-index': editionCategoryIndex(dialect),
    '0019-author-photos': authorPhotos(dialect),
    '0020-article-body': articleBody,
    '0021-telugu-stems': teluguStems(dialect),
    '0022-search-names': searchNames(dialect),
    '0023-live-events': liveEvents(dialect),
    '0024-article-reads': articleReads(),
    '0025-article-trash': articleTrash(dialect),
    '0027-second-factors': secondFactors(dialect),
    '0028-session-devices': sessionDevices(dialect),
    '0029-live-blogs': liveBlogs(dialect),
  };
}
