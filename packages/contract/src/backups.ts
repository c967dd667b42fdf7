/*
 * Backup archives (api/src/modules/backups, docs/backups.md): their names, and where the staff
 * app downloads one through the gateway.
 */

/** An archive's name: `news-backup-` and the UTC moment it was taken, so names sort as times. */
export const BACKUP_NAME = /^news-backup-(\d{8}T\d{9}Z)\.tar\.gz$/;

/**
 * The gateway's download address of an archive (`<path>/<name>`): under /graphql, the session
 * cookie's path, so the browser sends the cookie; admins only.
 */
export const BACKUP_DOWNLOAD_PATH = '/graphql/backups';

/** What the staff app links to for the archive of that name. */
export const backupDownloadPath = (name: string) =>
  `${BACKUP_DOWNLOAD_PATH}/${encodeURIComponent(name)}`;
