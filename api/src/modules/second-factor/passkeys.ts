import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { SECOND_FACTOR_TICKET_SECONDS, TOTP_ISSUER } from '@news/contract';
import type { User } from '../../domain.js';
import { AppError, secondFactorRefused } from '../../lib/errors.js';
import type { PasskeyRepository } from './passkey-repository.js';

/** Where passkeys are made and used: the site's origins and its relying party id. */
export interface PasskeySite {
  origins: string[];
  rpId: string;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));
const expiry = () => new Date(Date.now() + SECOND_FACTOR_TICKET_SECONDS * 1000);

/**
 * Passkeys (WebAuthn, through SimpleWebAuthn) as a second factor: registering one for the
 * signed-in account, and proving one at a sign-in's second step. Each ceremony's challenge is
 * stored and taken once.
 */
export class PasskeyService {
  constructor(
    private readonly repo: PasskeyRepository,
    private readonly site: PasskeySite,
  ) {}

  count(userId: number): Promise<number> {
    return this.repo.count(userId);
  }

  removeAll(userId: number): Promise<void> {
    return this.repo.removeAll(userId);
  }

  async registrationOptions(user: User): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.repo.list(user.id);
    const options = await generateRegistrationOptions({
      rpName: TOTP_ISSUER,
      rpID: this.site.rpId,
      userName: user.username,
      userDisplayName: user.full_Name,
      userID: new TextEncoder().encode(String(user.id)),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({
        id: p.id,
        transports: p.transports as AuthenticatorTransportFuture[],
      })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await this.repo.saveChallenge(user.id, options.challenge, 'register', expiry());
    return options;
  }

  /** Verifies and stores a new passkey; a refusal names the field `response`. */
  async register(user: User, response: RegistrationResponseJSON): Promise<void> {
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: (c) => this.repo.takeChallenge(user.id, c, 'register'),
        expectedOrigin: this.site.origins,
        expectedRPID: this.site.rpId,
        requireUserVerification: false,
      });
    } catch {
      verified = undefined;
    }
    if (!verified?.verified) {
      throw new AppError(
        'BAD_USER_INPUT',
        400,
        'The passkey could not be verified; try adding it again',
        'response',
      );
    }
    const { credential } = verified.registrationInfo;
    const added = await this.repo.add(user.id, {
      id: credential.id,
      publicKey: b64(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    });
    if (!added) throw new AppError('CONFLICT', 409, 'This passkey is already added', 'response');
  }

  /** Options for proving one of the account's passkeys; CONFLICT when it has none. */
  async authenticationOptions(userId: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const passkeys = await this.repo.list(userId);
    if (passkeys.length === 0) throw new AppError('CONFLICT', 409, 'This account has no passkey');
    const options = await generateAuthenticationOptions({
      rpID: this.site.rpId,
      allowCredentials: passkeys.map((p) => ({
        id: p.id,
        transports: p.transports as AuthenticatorTransportFuture[],
      })),
      userVerification: 'preferred',
    });
    await this.repo.saveChallenge(userId, options.challenge, 'authenticate', expiry());
    return options;
  }

  /** Whether the response proves one of the account's passkeys, for a challenge it was given. */
  async authenticate(userId: number, response: AuthenticationResponseJSON): Promise<boolean> {
    const passkey = (await this.repo.list(userId)).find((p) => p.id === response.id);
    if (!passkey) throw secondFactorRefused('WRONG_CODE', 'passkey');
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (c) => this.repo.takeChallenge(userId, c, 'authenticate'),
        expectedOrigin: this.site.origins,
        expectedRPID: this.site.rpId,
        credential: {
          id: passkey.id,
          publicKey: bytesOf(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransportFuture[],
        },
        requireUserVerification: false,
      });
      if (verified) await this.repo.used(passkey.id, authenticationInfo.newCounter);
      return verified;
    } catch {
      return false;
    }
  }
}
