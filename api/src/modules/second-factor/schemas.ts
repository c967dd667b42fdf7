import { Type } from 'typebox';

const Ticket = Type.String({
  minLength: 1,
  maxLength: 2000,
  description: 'The ticket from the password step (`errors[0].ticket` of `POST /Auth/login`).',
});
const Code = Type.String({
  minLength: 1,
  maxLength: 20,
  description: 'The 6-digit code the authenticator app shows now (spaces are ignored).',
});
const RecoveryCode = Type.String({
  minLength: 1,
  maxLength: 30,
  description: "One of the account's unused recovery codes (`xxxxx-xxxxx`); it then stops working.",
});

const B64 = (max: number) =>
  Type.String({ minLength: 1, maxLength: max, pattern: '^[A-Za-z0-9_-]+={0,2}$' });

/** A browser's answer to a WebAuthn ceremony, as SimpleWebAuthn's browser library sends it. */
const credential = {
  id: B64(1400),
  rawId: B64(1400),
  type: Type.Literal('public-key'),
  clientExtensionResults: Type.Object({}),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 40 })),
};
const answerDescription =
  "The browser's answer (`startRegistration` / `startAuthentication`), as JSON.";

export const PasskeyAssertion = Type.Object(
  {
    ...credential,
    response: Type.Object({
      clientDataJSON: B64(10_000),
      authenticatorData: B64(10_000),
      signature: B64(2_000),
      userHandle: Type.Optional(B64(200)),
    }),
  },
  { description: answerDescription },
);

export const PasskeyRegistrationBody = Type.Object(
  {
    response: Type.Object(
      {
        ...credential,
        response: Type.Object({
          clientDataJSON: B64(10_000),
          attestationObject: B64(20_000),
          transports: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 })),
          publicKeyAlgorithm: Type.Optional(Type.Integer()),
          publicKey: Type.Optional(B64(2_000)),
          authenticatorData: Type.Optional(B64(10_000)),
        }),
      },
      { description: answerDescription },
    ),
  },
  { additionalProperties: false },
);

export const TicketBody = Type.Object({ ticket: Ticket }, { additionalProperties: false });

export const PasskeyOptions = Type.Object(
  {},
  {
    additionalProperties: true,
    description: "The options for the browser's `startRegistration` / `startAuthentication`.",
  },
);

export const SecondStepBody = Type.Object(
  {
    ticket: Ticket,
    code: Type.Optional(Code),
    recoveryCode: Type.Optional(RecoveryCode),
    passkey: Type.Optional(PasskeyAssertion),
  },
  {
    additionalProperties: false,
    description: "The ticket and one of: a code from the app, a recovery code, a passkey's answer.",
  },
);

export const EnrolBody = Type.Object(
  {
    ticket: Type.Optional(
      Type.String({
        ...Ticket,
        description:
          'Without a session: the ticket of a sign-in the site asked to enrol (SECOND_FACTOR_ENROLMENT_REQUIRED).',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ConfirmBody = Type.Object(
  { code: Code, ticket: EnrolBody.properties.ticket },
  { additionalProperties: false },
);

export const TotpSetup = Type.Object({
  secret: Type.String({ description: 'The secret, base32, for typing into the app by hand.' }),
  uri: Type.String({ description: 'The otpauth:// address, for a QR code.' }),
});

export const RecoveryCodes = Type.Object({
  recoveryCodes: Type.Array(Type.String(), {
    description: 'One-time recovery codes, shown this once: each signs in once instead of a code.',
  }),
});

export const SecondFactorStatus = Type.Object({
  totp: Type.Boolean({ description: 'Whether an authenticator app is set up.' }),
  passkeys: Type.Integer({ description: 'How many passkeys the account has.' }),
  recoveryCodesLeft: Type.Integer({ description: 'Recovery codes not used yet.' }),
  required: Type.Boolean({ description: 'Whether the site requires this account to have one.' }),
});

export const RequirementBody = Type.Object(
  {
    required: Type.Boolean({
      description: 'Whether editors and admins must have a second factor to sign in.',
    }),
  },
  { additionalProperties: false },
);
