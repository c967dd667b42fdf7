import type { RestSecondFactorStatus, RestTotpSetup } from '@news/contract';
import { accountCall, type AccountCall, type Call } from './call.js';
import type { LoginRecord } from './rest-types.js';

/** `/Auth/second-factor`, `/Auth/totp*` and the site's requirement, for one GraphQL request. */
export class SecondFactorAPI {
  private readonly account: AccountCall;

  constructor(
    private readonly call: Call,
    private readonly token: string | undefined,
    /** The browser's, passed on to a step that starts a session so the session shows its device. */
    private readonly userAgent?: string,
  ) {
    this.account = accountCall(call, token);
  }

  /** A sign-in's second step: the ticket with a code or a recovery code. */
  verify(
    ticket: string,
    proof: { code: string } | { recoveryCode: string } | { passkey: unknown },
  ): Promise<LoginRecord> {
    return this.call<LoginRecord>({
      method: 'POST',
      path: 'Auth/second-factor',
      body: { ticket, ...proof },
      userAgent: this.userAgent,
    });
  }

  passkeySignInOptions(ticket: string): Promise<unknown> {
    return this.call({
      method: 'POST',
      path: 'Auth/second-factor/passkey-options',
      body: { ticket },
    });
  }

  passkeyRegistrationOptions(): Promise<unknown> {
    return this.account({ method: 'POST', path: 'Auth/passkeys/options' });
  }

  async registerPasskey(response: unknown): Promise<string[]> {
    const answer = await this.account<{ recoveryCodes: string[] }>({
      method: 'POST',
      path: 'Auth/passkeys',
      body: { response },
    });
    return answer.recoveryCodes;
  }

  status(): Promise<RestSecondFactorStatus> {
    return this.account<RestSecondFactorStatus>({ method: 'GET', path: 'Auth/second-factor' });
  }

  /** Signed in, or with an enrolment ticket (then without the token). */
  startTotp(ticket: string | undefined): Promise<RestTotpSetup> {
    return this.call<RestTotpSetup>({
      method: 'POST',
      path: 'Auth/totp/setup',
      body: ticket ? { ticket } : {},
      ...(ticket ? {} : { token: this.token }),
    });
  }

  confirmTotp(
    code: string,
    ticket: string | undefined,
  ): Promise<{ recoveryCodes: string[]; session?: LoginRecord }> {
    return this.call({
      method: 'POST',
      path: 'Auth/totp/confirm',
      body: ticket ? { code, ticket } : { code },
      ...(ticket ? { userAgent: this.userAgent } : { token: this.token }),
    });
  }

  async removeTotp(): Promise<void> {
    await this.account({ method: 'DELETE', path: 'Auth/totp' });
  }

  async renewRecoveryCodes(): Promise<string[]> {
    const answer = await this.account<{ recoveryCodes: string[] }>({
      method: 'POST',
      path: 'Auth/recovery-codes',
    });
    return answer.recoveryCodes;
  }

  async isRequired(): Promise<boolean> {
    return (
      await this.account<{ required: boolean }>({ method: 'GET', path: 'Settings/second-factor' })
    ).required;
  }

  async setRequired(required: boolean): Promise<boolean> {
    const answer = await this.account<{ required: boolean }>({
      method: 'PUT',
      path: 'Settings/second-factor',
      body: { required },
    });
    return answer.required;
  }
}
