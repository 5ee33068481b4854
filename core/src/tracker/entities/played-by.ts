/**
 * Who may edit or delete a match or card test: anyone who may write the workspace, except a team
 * member below captain, who edits only what they played. `onlyPlayedBy` names that member.
 */
export const mayEditRecord = (
  record: { readonly playerId: string | null },
  onlyPlayedBy: string | undefined,
): boolean => onlyPlayedBy === undefined || record.playerId === onlyPlayedBy;
