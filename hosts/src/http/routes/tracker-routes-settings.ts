import { settingsCodec, tracker } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { presentSettings, presentSharedUser } from '../presenters/tracker-presenter.js';
import { route, type RouteRow } from '../route-table.js';

/** GET/PATCH /me/settings and GET /shared-users. */
export const TRACKER_SETTINGS_ROUTES: readonly RouteRow[] = [
  route({
    contract: tracker.getSettings,
    useCase: TOKENS.GetSettings,
    input: ({ user }) => ({ userId: user.id }),
    present: presentSettings,
  }),
  route({
    contract: tracker.updateSettings,
    useCase: TOKENS.UpdateSettings,
    input: ({ user, body }) => ({ userId: user.id, ...settingsCodec.fromWire(body) }),
    present: presentSettings,
  }),
  route({
    contract: tracker.listSharedUsers,
    useCase: TOKENS.ListSharedUsers,
    input: ({ user }) => ({ callerId: user.id }),
    present: (users) => users.map(presentSharedUser),
  }),
];
