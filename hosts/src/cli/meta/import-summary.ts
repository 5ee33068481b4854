import type { FileIssue } from '@metagame/core';
import type { ImportTournamentOutput } from '@metagame/core/metagame/use-cases/import-tournament';

/** A file the import refused, and why. */
export interface Refusal {
  readonly file: string;
  readonly detail: string;
  readonly issues: readonly FileIssue[];
}

/**
 * The running totals of a folder import: kept small whatever the number of files (counts, the
 * inconsistent events, the refusals and the distinct unmatched card names).
 */
export class ImportSummary {
  files = 0;
  created = 0;
  replaced = 0;
  unchanged = 0;
  decks = 0;
  matches = 0;
  byes = 0;
  readonly inconsistent: { file: string; tournament_id: string; name: string }[] = [];
  readonly refusals: Refusal[] = [];
  private readonly unmatched = new Set<string>();

  imported(file: string, out: ImportTournamentOutput): void {
    this.files++;
    this[out.outcome]++;
    this.decks += out.decks;
    this.matches += out.matches;
    this.byes += out.byes;
    if (out.inconsistent) this.inconsistent.push({ file, tournament_id: out.tournamentId, name: out.name });
    for (const name of out.unmatchedCards) this.unmatched.add(name);
  }

  refused(refusal: Refusal): void {
    this.files++;
    this.refusals.push(refusal);
  }

  get unmatchedCards(): string[] {
    return [...this.unmatched].sort();
  }

  /** One line for the operator. */
  text(): string {
    return (
      `Files ${this.files}: ${this.created} new, ${this.replaced} replaced, ${this.unchanged} unchanged, ` +
      `${this.refusals.length} refused. Decks ${this.decks}, matches ${this.matches}, byes ${this.byes}; ` +
      `${this.inconsistent.length} inconsistent; ${this.unmatched.size} card names match no card.`
    );
  }

  json() {
    return {
      files: this.files,
      created: this.created,
      replaced: this.replaced,
      unchanged: this.unchanged,
      refused: this.refusals.length,
      decks: this.decks,
      matches: this.matches,
      byes: this.byes,
      inconsistent: this.inconsistent,
      unmatched_cards: this.unmatchedCards,
      refusals: this.refusals.map((r) => ({ file: r.file, detail: r.detail, issues: r.issues })),
    };
  }
}
