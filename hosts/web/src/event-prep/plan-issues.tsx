import { List } from '@mantine/core';
import type { components } from '../api/openapi';

export type PlanIssue = components['schemas']['PlanIssue'];

const SIDE = { both: '', on_play: 'on the play: ', on_draw: 'on the draw: ' } as const;

/** The API's reasons a plan does not fit a 75, one line per card (or for the in/out balance). */
export function PlanIssues({ issues, label }: { issues: readonly PlanIssue[]; label: string }) {
  if (issues.length === 0) return null;
  return (
    <List size="sm" aria-label={label} className="plan-issues">
      {issues.map((issue, i) => (
        <List.Item key={i}>
          {SIDE[issue.side]}
          {issue.message}
        </List.Item>
      ))}
    </List>
  );
}

/** The card issues a 422 of the plan routes carries beside `detail`; none for any other error. */
export function issuesOf(error: unknown): PlanIssue[] {
  if (!error || typeof error !== 'object' || !('issues' in error) || !Array.isArray(error.issues)) return [];
  return (error.issues as unknown[]).filter(
    (i): i is PlanIssue => typeof i === 'object' && i !== null && 'side' in i && 'message' in i,
  );
}
