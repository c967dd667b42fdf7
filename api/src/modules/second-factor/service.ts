import {
  normaliseCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_NORMALISED,
  SECOND_FACTOR_ROLES,
  SecondFactorRefusal,
  TOTP_CODE,
  type SecondFactorTicketPurpose,
} from '@news/contract';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { User } from '../../domain.js';
import { AppError, conflict, secondFactorRefused } from '../../lib/errors.js';
import type { UserRepository } from '../users/repository.js';
import type { PasskeyService } from './passkeys.js';
import type { SecondFactorRepository } from './repository.js';
import { passwordDigest, type TicketService } from './tickets.js';
import { hashRecoveryCode, newRecoveryCode, newTotpSecret, totpStep, totpUri } from './totp.js';

export interface Account {
  user: User;
  passwordHash: string;
}

/** What the second step is given: a code from the app, a recovery code, or a passkey's answer. */
export type SecondFactorProof =
  { code: string } | { recoveryCode: string } | { passkey: AuthenticationResponseJSON };

export interface SecondFactorStatus {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
  /** Whether the site requires this account to have a second factor. */
  required: boolean;
}

/**
 * The rules of staff second factors: what the password step asks next, checking a code or a
 * recovery code, enrolling an authenticator app, and the site's requirement of one.
 */
export class SecondFactorService {
  constructor(
    private readonly repo: SecondFactorRepository,
    private readonly users: UserRepository,
    private readonly tickets: TicketService,
    private readonly passkeys: PasskeyService,
    private readonly now: () => Date,
  ) {}

  /**
   * After a right password: nothing for an account that needs no second factor; otherwise a
   * refusal carrying the ticket for the next step, a code or an enrolment.
   */
  async afterPassword(account: Account): Promise<void> {
    if (await this.hasFactor(account.user.id)) {
      throw new AppError(
        'SECOND_FACTOR_REQUIRED',
        401,
        'Enter the code from your authenticator app, or a recovery code, to finish signing in',
        undefined,
        undefined,
        [],
        await this.ticket(account, 'verify'),
      );
    }
    if (await this.requiredOf(account.user)) {
      throw new AppError(
        'SECOND_FACTOR_ENROLMENT_REQUIRED',
        401,
        'This site requires editors and admins to set up an authenticator app before signing in',
        undefined,
        undefined,
        [],
        await this.ticket(account, 'enrol'),
      );
    }
  }

  /** The account a ticket is for, while its password and the ticket's purpose still hold. */
  async redeem(token: string, purpose: SecondFactorTicketPurpose): Promise<Account> {
    const ticket = await this.tickets.verify(token);
    const account = ticket && (await this.users.findWithPassword(ticket.userId));
    if (
      !ticket ||
      !account ||
      ticket.purpose !== purpose ||
      ticket.passwordDigest !== passwordDigest(account.passwordHash) ||
      !account.user.is_Active
    ) {
      throw secondFactorRefused('TICKET_EXPIRED', 'ticket');
    }
    return account;
  }

  /** The second step: the ticket's account, once the code or recovery code is right. */
  async verify(token: string, proof: SecondFactorProof): Promise<Account> {
    const account = await this.redeem(token, 'verify');
    const id = account.user.id;
    if ('passkey' in proof) {
      if (!(await this.passkeys.authenticate(id, proof.passkey))) {
        throw secondFactorRefused('WRONG_CODE', 'passkey');
      }
      return account;
    }
    const ok =
      'code' in proof
        ? await this.useCode(id, proof.code)
        : await this.useRecoveryCode(id, proof.recoveryCode);
    if (!ok) throw secondFactorRefused('WRONG_CODE', 'code' in proof ? 'code' : 'recoveryCode');
    return account;
  }

  /** The challenge for proving a passkey at a sign-in's second step. */
  async passkeyOptions(token: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const account = await this.redeem(token, 'verify');
    return this.passkeys.authenticationOptions(account.user.id);
  }

  /** Adds a passkey; an account's first factor also gets recovery codes (answered, else []). */
  async registerPasskey(user: User, response: RegistrationResponseJSON): Promise<string[]> {
    const first = !(await this.hasFactor(user.id));
    await this.passkeys.register(user, response);
    if (!first) return [];
    const codes = newRecoveryCodes();
    await this.repo.replaceRecoveryCodes(
      user.id,
      codes.map((c) => hashRecoveryCode(normaliseCode(c))),
    );
    return codes;
  }

  passkeyRegistrationOptions(user: User) {
    return this.passkeys.registrationOptions(user);
  }

  private async hasFactor(userId: number): Promise<boolean> {
    const totp = await this.repo.findTotp(userId);
    return Boolean(totp?.confirmedAt) || (await this.passkeys.count(userId)) > 0;
  }

  async status(user: User): Promise<SecondFactorStatus> {
    const totp = await this.repo.findTotp(user.id);
    return {
      totp: Boolean(totp?.confirmedAt),
      passkeys: await this.passkeys.count(user.id),
      recoveryCodesLeft: await this.repo.recoveryCodesLeft(user.id),
      required: await this.requiredOf(user),
    };
  }

  /** A new secret for an authenticator app, which works once a first code confirms it. */
  async startTotp(user: User): Promise<{ secret: string; uri: string }> {
    const secret = newTotpSecret();
    if (!(await this.repo.saveUnconfirmedTotp(user.id, secret))) throw alreadySetUp();
    return { secret, uri: totpUri(secret, user.email || user.username) };
  }

  /** Confirms the app with its first code; answers the recovery codes, shown this once. */
  async confirmTotp(user: User, code: string): Promise<string[]> {
    const totp = await this.repo.findTotp(user.id);
    if (!totp) {
      throw new AppError('BAD_USER_INPUT', 400, SecondFactorRefusal.NOT_ENROLLED, 'code');
    }
    if (totp.confirmedAt) throw alreadySetUp();
    const step = this.stepOf(totp.secret, code);
    const codes = newRecoveryCodes();
    const hashes = codes.map((c) => hashRecoveryCode(normaliseCode(c)));
    if (step === null || !(await this.repo.useStep(user.id, step, hashes))) {
      throw secondFactorRefused('WRONG_CODE', 'code');
    }
    return codes;
  }

  /**
   * Removes every second factor (the app, passkeys and recovery codes), unless the site requires
   * one of this account.
   */
  async disableTotp(user: User): Promise<void> {
    if (await this.requiredOf(user)) {
      throw new AppError(
        'FORBIDDEN',
        403,
        SecondFactorRefusal.REQUIRED_BY_SITE,
        undefined,
        'REQUIRED_BY_SITE',
      );
    }
    await this.repo.deleteFactors(user.id);
    await this.passkeys.removeAll(user.id);
  }

  /** New recovery codes in place of the old, for an account with an app set up. */
  async renewRecoveryCodes(user: User): Promise<string[]> {
    if (!(await this.hasFactor(user.id))) {
      throw new AppError('CONFLICT', 409, SecondFactorRefusal.NOT_ENROLLED);
    }
    const codes = newRecoveryCodes();
    await this.repo.replaceRecoveryCodes(
      user.id,
      codes.map((c) => hashRecoveryCode(normaliseCode(c))),
    );
    return codes;
  }

  isRequired(): Promise<boolean> {
    return this.repo.isRequired();
  }

  setRequired(required: boolean): Promise<void> {
    return this.repo.setRequired(required);
  }

  private async requiredOf(user: User): Promise<boolean> {
    return (
      (SECOND_FACTOR_ROLES as readonly string[]).includes(user.role) &&
      (await this.repo.isRequired())
    );
  }

  private ticket(account: Account, purpose: SecondFactorTicketPurpose): Promise<string> {
    return this.tickets.sign({
      userId: account.user.id,
      purpose,
      passwordDigest: passwordDigest(account.passwordHash),
    });
  }

  private stepOf(secret: string, code: string): number | null {
    const typed = normaliseCode(code);
    return TOTP_CODE.test(typed) ? totpStep(secret, typed, this.now()) : null;
  }

  private async useCode(userId: number, code: string): Promise<boolean> {
    const totp = await this.repo.findTotp(userId);
    const step = totp?.confirmedAt ? this.stepOf(totp.secret, code) : null;
    return step !== null && this.repo.useStep(userId, step);
  }

  private async useRecoveryCode(userId: number, code: string): Promise<boolean> {
    const typed = normaliseCode(code);
    return (
      RECOVERY_CODE_NORMALISED.test(typed) &&
      this.repo.useRecoveryCode(userId, hashRecoveryCode(typed))
    );
  }
}

const alreadySetUp = () =>
  conflict('An authenticator app is already set up for this account; remove it first', 'code');

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}
