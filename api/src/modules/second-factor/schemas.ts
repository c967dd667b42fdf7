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

export const SecondStepBody = Type.Object(
  { ticket: Ticket, code: Type.Optional(Code), recoveryCode: Type.Optional(RecoveryCode) },
  {
    additionalProperties: false,
    description: 'The ticket and either a code from the app or a recovery code (one of them).',
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
