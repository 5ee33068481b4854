import { settingsCodec, tracker } from '@metagame/contracts';
import { GetSettings } from '@metagame/core/tracker/use-cases/get-settings';
import { ListSharedUsers } from '@metagame/core/tracker/use-cases/list-shared-users';
import { UpdateSettings } from '@metagame/core/tracker/use-cases/update-settings';
import { presentSettings, presentSharedUser } from '../presenters/tracker-presenter.js';
import { route, type RouteRow } from '../route-table.js';

/** GET/PATCH /me/settings and GET /shared-users. */
export const TRACKER_SETTINGS_ROUTES: readonly RouteRow[] = [
  route({
    contract: tracker.getSettings,
    useCase: GetSettings,
    input: ({ user }) => ({ userId: user.id }),
    present: presentSettings,
  }),
  route({
    contract: tracker.updateSettings,
    useCase: UpdateSettings,
    input: ({ user, body }) => ({ userId: user.id, ...settingsCodec.fromWire(body) }),
    present: presentSettings,
  }),
  route({
    contract: tracker.listSharedUsers,
    useCase: ListSharedUsers,
    input: ({ user }) => ({ callerId: user.id }),
    present: (users) => users.map(presentSharedUser),
  }),
];
