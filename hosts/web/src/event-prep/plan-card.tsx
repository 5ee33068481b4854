import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { components } from '../api/openapi';
import { PlanIssues } from './plan-issues';

type Plan = components['schemas']['SideboardPlanRead'];
type Swap = components['schemas']['CardSwap'];

const SIDES = [
  ['both', ''],
  ['on_play', 'On the play'],
  ['on_draw', 'On the draw'],
] as const;
const cards = (list: readonly { name: string; quantity: number }[]) =>
  list.length === 0 ? 'nothing' : list.map((c) => `${c.quantity} ${c.name}`).join(', ');

function SwapLine({ label, swap }: { label: string; swap: Swap }) {
  return (
    <Text size="sm">
      {label && <strong>{label}: </strong>}
      <span className="swap-in">in {cards(swap.in)}</span>; <span className="swap-out">out {cards(swap.out)}</span>
    </Text>
  );
}

/** One section of a 75: its title with the count, then a card per line. */
function CardSection({ title, list }: { title: string; list: readonly { name: string; quantity: number }[] }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <ul className="decklist">
        {list.map((c) => (
          <li key={c.name}>
            {c.quantity} {c.name}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The 75 after each swap, folded away: main deck (cards brought in last) and sideboard. */
function PostBoard({ plan }: { plan: Plan }) {
  return (
    <details className="post-board">
      <summary>Post-board 75</summary>
      {plan.post_board.map((board) => (
        <div key={board.side} className="post-board-side" data-testid={`post-board-${board.side}`}>
          {board.side !== 'both' && (
            <Text fw={600} size="sm">
              {board.side === 'on_play' ? 'On the play' : 'On the draw'}
            </Text>
          )}
          <CardSection title={`Main deck (${board.main_count})`} list={board.main} />
          <CardSection title={`Sideboard (${board.sideboard_count})`} list={board.sideboard} />
        </div>
      ))}
    </details>
  );
}

/**
 * One plan: its swaps, note and post-board 75, marked when it no longer fits the deck's newest
 * version (the API's check, with the reason for each card).
 */
export function PlanCard({
  plan,
  opponentName,
  onEdit,
  onDelete,
}: {
  plan: Plan;
  opponentName: string;
  /** Left out for a caller who may not change plans: the card then offers no button. */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { fits, version: newest, issues } = plan.newest_version;
  return (
    <Paper
      withBorder
      p="sm"
      component="article"
      aria-label={`Plan against ${opponentName}, version ${plan.version}`}
      data-testid="plan"
    >
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600}>Version {plan.version}</Text>
        {fits ? (
          plan.version !== newest && (
            <Badge color="blue" variant="light">
              fits version {newest}
            </Badge>
          )
        ) : (
          <Badge color="red" variant="filled" data-testid="stale-plan">
            does not fit version {newest}
          </Badge>
        )}
      </Group>
      {SIDES.map(([side, label]) => {
        const swap = plan[side];
        return swap && <SwapLine key={side} label={label} swap={swap} />;
      })}
      {plan.note && (
        <Text size="sm" c="dimmed" mt={4}>
          {plan.note}
        </Text>
      )}
      <PlanIssues issues={issues} label={`Why it does not fit version ${newest}`} />
      <PostBoard plan={plan} />
      {onEdit && onDelete && (
        <Group gap="xs" mt="xs">
          <Button
            size="compact-sm"
            variant="default"
            onClick={onEdit}
            aria-label={`Edit the version ${plan.version} plan against ${opponentName}`}
          >
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={`Delete the version ${plan.version} plan against ${opponentName}`}
          >
            Delete
          </Button>
        </Group>
      )}
    </Paper>
  );
}
