import type { BackupCheck } from '@news/contract';
import { accountCall, type AccountCall, type Call } from './call.js';

/** A backup archive as the api lists it (`GET /Admin/Backups`). */
export interface BackupRecord {
  name: string;
  createdAt: string;
  size: number;
  check: BackupCheck;
}

/** `GET /Admin/Backups`'s answer. */
interface RestBackupList {
  data: BackupRecord[];
  lastSuccess: { at: string; name: string } | null;
  lastFailure: { at: string; message: string } | null;
}

/** The backups on the api's machine (`/Admin/Backups`): admins only, the api decides. */
export class BackupsAPI {
  private readonly account: AccountCall;

  constructor(call: Call, token: string | undefined) {
    this.account = accountCall(call, token);
  }

  async list() {
    const { data, lastSuccess, lastFailure } = await this.account<RestBackupList>({
      method: 'GET',
      path: 'Admin/Backups',
    });
    return { items: data, lastSuccess, lastFailure };
  }

  take(): Promise<BackupRecord> {
    return this.account<BackupRecord>({ method: 'POST', path: 'Admin/Backups' });
  }
}
