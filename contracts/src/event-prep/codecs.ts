import { wireCodec } from '../wire-codec.js';
import { SideboardPlanRead, SideboardPlanWrite } from './schemas.js';

/** A sideboard plan between wire and domain; a write's owner_id is read by nobody. */
export const sideboardPlanCodec = wireCodec({
  read: SideboardPlanRead,
  write: SideboardPlanWrite,
  ignore: ['owner_id'],
});
