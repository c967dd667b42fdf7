import type { RestNewDeviceSignIn, RestSession } from '@news/contract';
import { accountCall, type AccountCall, type Call } from './call.js';

/** Signed-in devices (`/Auth/sessions`, `/Auth/new-devices`, `/User/{id}/sessions`). */
export class SessionsAPI {
  private readonly account: AccountCall;

  constructor(call: Call, token: string | undefined) {
    this.account = accountCall(call, token);
  }

  async mine(): Promise<RestSession[]> {
    return (await this.account<{ data: RestSession[] }>({ method: 'GET', path: 'Auth/sessions' }))
      .data;
  }

  async end(handle: string): Promise<void> {
    await this.account({ method: 'DELETE', path: `Auth/sessions/${handle}` });
  }

  async ofUser(userId: number): Promise<RestSession[]> {
    const path = `User/${userId}/sessions`;
    return (await this.account<{ data: RestSession[] }>({ method: 'GET', path })).data;
  }

  async endOfUser(userId: number, handle: string): Promise<void> {
    await this.account({ method: 'DELETE', path: `User/${userId}/sessions/${handle}` });
  }

  async newDevices(): Promise<RestNewDeviceSignIn[]> {
    const path = 'Auth/new-devices';
    return (await this.account<{ data: RestNewDeviceSignIn[] }>({ method: 'GET', path })).data;
  }

  async dismiss(handle: string): Promise<void> {
    await this.account({ method: 'DELETE', path: `Auth/new-devices/${handle}` });
  }
}
