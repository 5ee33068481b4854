import { normaliseCardText } from '../../tracker-analytics/entities/card-name-matcher.js';
import { parseDecklistCards, type DeckCard } from '../../tracker-analytics/entities/decklist-cards.js';
import { swapsOf, type CardSwap, type PlanCard, type PlanSide, type PlanSides } from './sideboard-plan.js';

/** A card of a swap that breaks a rule; `card` null for the in/out balance, which no single card breaks. */
export interface PlanIssue {
  readonly side: PlanSide;
  readonly list: 'in' | 'out' | null;
  readonly card: string | null;
  readonly message: string;
}

/** A card and its count in the post-board 75. */
export interface BoardCard {
  readonly name: string;
  readonly quantity: number;
}

/** The 75 after a swap: the main deck (in list order, new cards last) and the sideboard. */
export interface PostBoardDeck {
  readonly main: readonly BoardCard[];
  readonly sideboard: readonly BoardCard[];
}

/** The main deck and sideboard of a decklist as the plan checks read them (the diff's parser). */
export interface SeventyFive {
  readonly main: readonly DeckCard[];
  readonly sideboard: readonly DeckCard[];
}

export function seventyFiveOf(content: string): SeventyFive {
  const cards = parseDecklistCards(content);
  return { main: cards.filter((c) => c.section === 'main'), sideboard: cards.filter((c) => c.section === 'sideboard') };
}

/**
 * A plan's spelling as a decklist key: the slash variants of a split card (`Wear / Tear`,
 * `Wear /// Tear`, `Wear|Tear`) become ` // `, and apostrophes and case are normalised as in
 * decklist rows.
 */
const keyOf = (name: string) => normaliseCardText(name.replace(/\s*(?:\/{1,3}|\|)\s*/g, ' // '));
const frontFace = (key: string) => key.split(' // ')[0]!;

/**
 * The card of a section a plan's name stands for: the same name, or the same front face, so
 * "Delver of Secrets" finds "Delver of Secrets // Insectile Aberration" and "Wear/Tear" finds "Wear // Tear".
 */
function findCard(section: readonly DeckCard[], name: string): DeckCard | undefined {
  const key = keyOf(name);
  return section.find((c) => c.key === key) ?? section.find((c) => frontFace(c.key) === frontFace(key));
}

/** A swap's list summed per card (a name listed twice counts twice), in first-listed order. */
function summed(
  cards: readonly PlanCard[],
  section: readonly DeckCard[],
): { name: string; key: string; quantity: number; card: DeckCard | undefined }[] {
  const byKey = new Map<string, { name: string; key: string; quantity: number; card: DeckCard | undefined }>();
  for (const c of cards) {
    const card = findCard(section, c.name);
    const key = card?.key ?? keyOf(c.name);
    const seen = byKey.get(key);
    byKey.set(key, {
      name: seen?.name ?? card?.name ?? c.name,
      key,
      quantity: (seen?.quantity ?? 0) + c.quantity,
      card,
    });
  }
  return [...byKey.values()];
}

const copies = (n: number) => (n === 1 ? '1 copy' : `${n} copies`);

/**
 * Every rule a swap breaks against a 75: a card out must be in the main deck in that number, a card
 * in must be in the sideboard in that number, and as many cards come in as go out.
 */
export function swapIssues(deck: SeventyFive, side: PlanSide, swap: CardSwap): PlanIssue[] {
  const issues: PlanIssue[] = [];
  for (const out of summed(swap.out, deck.main)) {
    if (!out.card) {
      const where = findCard(deck.sideboard, out.name)
        ? 'is in the sideboard, not the main deck'
        : 'is not in the main deck';
      issues.push({ side, list: 'out', card: out.name, message: `"${out.name}" ${where}.` });
    } else if (out.quantity > out.card.quantity) {
      issues.push({
        side,
        list: 'out',
        card: out.name,
        message: `${copies(out.quantity)} of "${out.name}" go out, but the main deck has ${out.card.quantity}.`,
      });
    }
  }
  for (const inn of summed(swap.in, deck.sideboard)) {
    if (!inn.card) {
      const where = findCard(deck.main, inn.name)
        ? 'is in the main deck, not the sideboard'
        : 'is not in the sideboard';
      issues.push({ side, list: 'in', card: inn.name, message: `"${inn.name}" ${where}.` });
    } else if (inn.quantity > inn.card.quantity) {
      issues.push({
        side,
        list: 'in',
        card: inn.name,
        message: `${copies(inn.quantity)} of "${inn.name}" come in, but the sideboard has ${inn.card.quantity}.`,
      });
    }
  }
  const cardsIn = swap.in.reduce((n, c) => n + c.quantity, 0);
  const cardsOut = swap.out.reduce((n, c) => n + c.quantity, 0);
  if (cardsIn !== cardsOut)
    issues.push({
      side,
      list: null,
      card: null,
      message: `${cardsIn} cards come in and ${cardsOut} go out; as many must come in as go out.`,
    });
  return issues;
}

/** Every issue of every swap of a plan against a decklist's content; empty when the plan fits. */
export function planIssues(content: string, sides: PlanSides): PlanIssue[] {
  const deck = seventyFiveOf(content);
  return swapsOf(sides).flatMap(([side, swap]) => swapIssues(deck, side, swap));
}

/** One line naming every issue, for a 422's detail. */
export function describeIssues(issues: readonly PlanIssue[]): string {
  const label: Record<PlanSide, string> = { both: '', on_play: 'on the play: ', on_draw: 'on the draw: ' };
  return issues.map((i) => `${label[i.side]}${i.message}`).join(' ');
}

/** The 75 after a swap that fits the list: outs leave the main deck for the sideboard, ins the reverse. */
export function postBoardDeck(deck: SeventyFive, swap: CardSwap): PostBoardDeck {
  const main = new Map(deck.main.map((c) => [c.key, { name: c.name, quantity: c.quantity }]));
  const sideboard = new Map(deck.sideboard.map((c) => [c.key, { name: c.name, quantity: c.quantity }]));
  const move = (from: Map<string, BoardCard>, to: Map<string, BoardCard>, moved: ReturnType<typeof summed>[number]) => {
    const source = moved.card ? from.get(moved.card.key) : undefined;
    if (!source || !moved.card) return;
    from.set(moved.card.key, { name: source.name, quantity: source.quantity - moved.quantity });
    const target = to.get(moved.card.key);
    to.set(moved.card.key, { name: source.name, quantity: (target?.quantity ?? 0) + moved.quantity });
  };
  for (const out of summed(swap.out, deck.main)) move(main, sideboard, out);
  for (const inn of summed(swap.in, deck.sideboard)) move(sideboard, main, inn);
  const kept = (m: Map<string, BoardCard>) => [...m.values()].filter((c) => c.quantity > 0);
  return { main: kept(main), sideboard: kept(sideboard) };
}
