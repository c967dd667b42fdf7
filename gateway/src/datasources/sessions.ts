import type { RestNewDeviceSignIn, RestSession } from '@news/contract';
import { nullOn } from '../errors.js';
import { accountCall, type AccountCall, type Call } from './call.js';

/** Signed-in devices (`/Auth/sessions`, `/Auth/new-devices`, `/User/{id}/sessions`). */
export class SessionsAPI {
  private readonly account: AccountCall;

  constructor(
    call: Call,
    private readonly token: string | undefined,
  ) {
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

  /** None without a session: a page asks with its session check, signed in or not. */
  async newDevices(): Promise<RestNewDeviceSignIn[]> {
    if (!this.token) return [];
    const path = 'Auth/new-devices';
    const answer = await nullOn(
      'UNAUTHENTICATED',
      this.account<{ data: RestNewDeviceSignIn[] }>({ method: 'GET', path }),
    );
    return answer?.data ?? [];
  }

  async dismiss(handle: string): Promise<void> {
    await this.account({ method: 'DELETE', path: `Auth/new-devices/${handle}` });
  }
}
