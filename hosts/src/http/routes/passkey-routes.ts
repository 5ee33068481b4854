import type { Passkey } from '@metagame/core';
import { passkeys } from '@metagame/contracts';
import { DeletePasskey } from '@metagame/core/identity/use-cases/delete-passkey';
import { FinishPasskeyLogin } from '@metagame/core/identity/use-cases/finish-passkey-login';
import { FinishPasskeyRegistration } from '@metagame/core/identity/use-cases/finish-passkey-registration';
import { ListPasskeys } from '@metagame/core/identity/use-cases/list-passkeys';
import { RenamePasskey } from '@metagame/core/identity/use-cases/rename-passkey';
import { StartPasskeyLogin } from '@metagame/core/identity/use-cases/start-passkey-login';
import { StartPasskeyRegistration } from '@metagame/core/identity/use-cases/start-passkey-registration';
import { presentTokenPair } from '../presenters/user-presenter.js';
import { route, type RouteRow } from '../route-table.js';

/** The whitelist of a passkey's fields a client sees: never its public key or credential id. */
const presentPasskey = (p: Passkey) => ({
  id: p.id,
  name: p.name,
  created_at: p.createdAt.toISOString(),
  last_used_at: p.lastUsedAt?.toISOString() ?? null,
  transports: [...p.transports],
  device_type: p.deviceType,
  backed_up: p.backedUp,
});

/** WebAuthn's JSON may carry null where the core reads "absent". */
const withoutNulls = <T extends { authenticatorAttachment?: 'platform' | 'cross-platform' | null | undefined }>({
  authenticatorAttachment,
  ...rest
}: T) => ({ ...rest, ...(authenticatorAttachment ? { authenticatorAttachment } : {}) });

/** Passkeys: adding and managing them (signed in), and logging in with one (anonymous). */
export const PASSKEY_ROUTES: readonly RouteRow[] = [
  route({
    contract: passkeys.startPasskeyRegistration,
    useCase: StartPasskeyRegistration,
    input: ({ user }) => ({ userId: user.id }),
    present: ({ options }) => ({ challenge: String(options.challenge), ...options }),
  }),
  route({
    contract: passkeys.finishPasskeyRegistration,
    useCase: FinishPasskeyRegistration,
    input: ({ user, body, client }) => ({
      userId: user.id,
      credential: withoutNulls(body.credential),
      ...(body.name !== undefined ? { name: body.name } : {}),
      client,
    }),
    present: presentPasskey,
  }),
  route({
    contract: passkeys.listPasskeys,
    useCase: ListPasskeys,
    input: ({ user }) => ({ userId: user.id }),
    present: (list) => list.map(presentPasskey),
  }),
  route({
    contract: passkeys.renamePasskey,
    useCase: RenamePasskey,
    input: ({ user, params, body, client }) => ({ userId: user.id, id: params.id, name: body.name, client }),
    present: presentPasskey,
  }),
  route({
    contract: passkeys.deletePasskey,
    useCase: DeletePasskey,
    input: ({ user, params, client }) => ({ userId: user.id, id: params.id, client }),
    present: () => undefined,
  }),
  route({
    contract: passkeys.startPasskeyLogin,
    useCase: StartPasskeyLogin,
    input: () => undefined,
    present: ({ options }) => ({ challenge: String(options.challenge), ...options }),
  }),
  route({
    contract: passkeys.finishPasskeyLogin,
    useCase: FinishPasskeyLogin,
    input: ({ body, client }) => {
      const { userHandle, ...response } = body.credential.response;
      return {
        credential: {
          ...withoutNulls(body.credential),
          response: { ...response, ...(userHandle ? { userHandle } : {}) },
        },
        client,
      };
    },
    present: presentTokenPair,
  }),
];
