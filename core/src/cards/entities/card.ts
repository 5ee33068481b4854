/**
 * One printing (or one face of a multi-face printing, or a token) keyed by its MTGJSON uuid. Every
 * face row repeats the full ` // ` name; `faceName` is the face's own name.
 */
export interface Card {
  readonly uuid: string;
  readonly setCode: string;
  readonly number: string;
  readonly name: string;
  readonly faceName: string | null;
  readonly asciiName: string | null;
  readonly isToken: boolean;
  readonly layout: string;
  readonly side: string | null;
  readonly rarity: string | null;
  readonly manaCost: string | null;
  readonly manaValue: number | null;
  readonly type: string | null;
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly supertypes: readonly string[];
  readonly text: string | null;
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  readonly defense: string | null;
  readonly colors: readonly string[];
  readonly colorIdentity: readonly string[];
  readonly otherFaceIds: readonly string[];
  readonly availability: readonly string[];
  readonly finishes: readonly string[];
  readonly isOnlineOnly: boolean;
  readonly legalities: Readonly<Record<string, string>>;
  readonly identifiers: Readonly<Record<string, string>>;
}
