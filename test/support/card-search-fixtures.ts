/**
 * A hand-built catalogue in the shape of real MTGJSON v5 set files:
 * one object per face for split, adventure, transform, modal double-faced and meld cards (each face
 * carries the full ` // ` name, its own `faceName`, `side` and uuid; a meld back face has its own
 * number and only its own name), tokens in `tokens` under the token set's code, collector numbers
 * such as `8a`, `161★` and `15b`, diacritics and punctuation in names. Written for these tests, not
 * copied from the real files.
 */

type Json = Record<string, unknown>;

let serial = 0;
/** Fixture uuids by a readable key; a v5-UUID-shaped string, as MTGJSON's. */
export const SEARCH_UUID: Record<string, string> = {};
const uuidFor = (key: string): string =>
  (SEARCH_UUID[key] ??= `00000000-0000-5000-8000-${(0x100 + ++serial).toString(16).padStart(12, '0')}`);

const LEGAL_EVERYWHERE = {
  commander: 'Legal',
  legacy: 'Legal',
  vintage: 'Legal',
  modern: 'Legal',
  pioneer: 'Legal',
  pauper: 'Legal',
};
const OLD = { commander: 'Legal', legacy: 'Legal', vintage: 'Legal' };

interface Face {
  key: string;
  name: string;
  number: string;
  type: string;
  text?: string;
  colors?: string[];
  colorIdentity?: string[];
  manaValue?: number;
  manaCost?: string;
  rarity?: string;
  layout?: string;
  faceName?: string;
  side?: string;
  otherFaces?: string[];
  legalities?: Record<string, string>;
  power?: string;
  toughness?: string;
}

function card(setCode: string, f: Face): Json {
  const [supertypesAndTypes, subtypes = ''] = f.type.split(' — ');
  const words = supertypesAndTypes!.split(' ');
  const supertypes = words.filter((w) => ['Legendary', 'Basic', 'Snow', 'Token'].includes(w));
  return {
    artist: 'Fixture Artist',
    availability: ['paper'],
    borderColor: 'black',
    colorIdentity: f.colorIdentity ?? f.colors ?? [],
    colors: f.colors ?? [],
    convertedManaCost: f.manaValue ?? 0,
    ...(f.faceName ? { faceName: f.faceName, side: f.side } : {}),
    finishes: ['nonfoil', 'foil'],
    foreignData: [],
    frameVersion: '2015',
    identifiers: { scryfallId: `5c${uuidFor(f.key).slice(2)}`, multiverseId: String(1000 + serial) },
    language: 'English',
    layout: f.layout ?? 'normal',
    legalities: f.legalities ?? LEGAL_EVERYWHERE,
    manaCost: f.manaCost ?? '{1}',
    manaValue: f.manaValue ?? 0,
    name: f.name,
    number: f.number,
    ...(f.otherFaces ? { otherFaceIds: f.otherFaces.map(uuidFor) } : {}),
    ...(f.power ? { power: f.power, toughness: f.toughness } : {}),
    rarity: f.rarity ?? 'common',
    setCode,
    subtypes: subtypes ? subtypes.split(' ') : [],
    supertypes,
    text: f.text,
    type: f.type,
    types: words.filter((w) => !supertypes.includes(w)),
    uuid: uuidFor(f.key),
  };
}

function set(
  code: string,
  name: string,
  releaseDate: string,
  cards: Face[],
  tokens: { setCode: string; faces: Face[] } | null = null,
): Json {
  return {
    baseSetSize: cards.length,
    block: null,
    booster: {},
    cards: cards.map((f) => card(code, f)),
    code,
    isFoilOnly: false,
    isOnlineOnly: false,
    keyruneCode: code,
    name,
    releaseDate,
    tokens: tokens ? tokens.faces.map((f) => card(tokens.setCode, f)) : [],
    totalSetSize: cards.length,
    translations: {},
    type: 'expansion',
  };
}

const bolt = (key: string, number: string): Face => ({
  key,
  name: 'Lightning Bolt',
  number,
  type: 'Instant',
  text: 'Lightning Bolt deals 3 damage to any target.',
  colors: ['R'],
  manaValue: 1,
  manaCost: '{R}',
});
const counterspell = (key: string, number: string): Face => ({
  key,
  name: 'Counterspell',
  number,
  type: 'Instant',
  text: 'Counter target spell.',
  colors: ['U'],
  manaValue: 2,
  manaCost: '{U}{U}',
  legalities: { ...LEGAL_EVERYWHERE, modern: 'Banned' },
});

/**
 * AllPrintings `data`: eleven sets and a token set. `nextBuild` is a later day's catalogue: Lightning
 * Axe gone, Lightning Helix new, Mind Stone's text changed, a newer set with a new Counterspell printing.
 */
export function searchCatalogue(options: { nextBuild?: boolean } = {}): Record<string, Json> {
  const later = options.nextBuild === true;
  return {
    LEA: set('LEA', 'Limited Edition Alpha', '1993-08-05', [
      bolt('boltLea', '161'),
      counterspell('counterLea', '54'),
      {
        key: 'elves',
        name: 'Llanowar Elves',
        number: '198',
        type: 'Creature — Elf Druid',
        text: '{T}: Add {G}.',
        colors: ['G'],
        manaValue: 1,
        power: '1',
        toughness: '1',
        legalities: OLD,
      },
    ]),
    ALL: set('ALL', 'Alliances', '1996-06-10', [
      {
        key: 'grunt8a',
        name: 'Jötun Grunt',
        number: '8a',
        type: 'Creature — Giant Soldier',
        text: "Cumulative upkeep—Put two cards from a single graveyard on the bottom of their owner's library.",
        colors: ['W'],
        manaValue: 2,
        rarity: 'uncommon',
        legalities: OLD,
        power: '4',
        toughness: '4',
      },
      {
        key: 'grunt8b',
        name: 'Jötun Grunt',
        number: '8b',
        type: 'Creature — Giant Soldier',
        text: "Cumulative upkeep—Put two cards from a single graveyard on the bottom of their owner's library.",
        colors: ['W'],
        manaValue: 2,
        rarity: 'uncommon',
        legalities: OLD,
        power: '4',
        toughness: '4',
      },
      {
        key: 'vault',
        name: "Lim-Dûl's Vault",
        number: '194',
        type: 'Instant',
        text: 'Look at the top five cards of your library.',
        colors: ['B', 'U'],
        manaValue: 2,
        rarity: 'uncommon',
        legalities: OLD,
      },
    ]),
    APC: set('APC', 'Apocalypse', '2001-06-04', [
      {
        key: 'fire',
        name: 'Fire // Ice',
        faceName: 'Fire',
        side: 'a',
        otherFaces: ['ice'],
        layout: 'split',
        number: '128',
        type: 'Instant',
        text: 'Fire deals 2 damage divided as you choose among one or two targets.',
        colors: ['R'],
        colorIdentity: ['R', 'U'],
        manaValue: 4,
        rarity: 'uncommon',
      },
      {
        key: 'ice',
        name: 'Fire // Ice',
        faceName: 'Ice',
        side: 'b',
        otherFaces: ['fire'],
        layout: 'split',
        number: '128',
        type: 'Instant',
        text: 'Tap target permanent.\nDraw a card.',
        colors: ['U'],
        colorIdentity: ['R', 'U'],
        manaValue: 4,
        rarity: 'uncommon',
      },
    ]),
    DST: set('DST', 'Darksteel', '2004-02-06', [
      {
        key: 'vial',
        name: 'Æther Vial',
        number: '91',
        type: 'Artifact',
        text: 'At the beginning of your upkeep, you may put a charge counter on Æther Vial.',
        manaValue: 1,
        rarity: 'uncommon',
      },
    ]),
    M10: set('M10', 'Magic 2010', '2009-07-17', [
      {
        key: 'beleren',
        name: 'Jace Beleren',
        number: '58',
        type: 'Legendary Planeswalker — Jace',
        text: '+2: Each player draws a card.',
        colors: ['U'],
        manaValue: 3,
        rarity: 'mythic',
      },
      bolt('boltM10', '146'),
      {
        key: 'stone',
        name: 'Mind Stone',
        number: '210',
        type: 'Artifact',
        text: later ? '{T}: Add {C}. Scry 1.' : '{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card.',
        manaValue: 2,
        rarity: 'uncommon',
      },
    ]),
    WWK: set('WWK', 'Worldwake', '2010-02-05', [
      {
        key: 'tms',
        name: 'Jace, the Mind Sculptor',
        number: '31',
        type: 'Legendary Planeswalker — Jace',
        text: "+2: Look at the top card of target player's library.",
        colors: ['U'],
        manaValue: 4,
        rarity: 'mythic',
        legalities: { ...LEGAL_EVERYWHERE, pauper: 'Not Legal' },
      },
    ]),
    ISD: set('ISD', 'Innistrad', '2011-09-30', [
      {
        key: 'delver',
        name: 'Delver of Secrets // Insectile Aberration',
        faceName: 'Delver of Secrets',
        side: 'a',
        otherFaces: ['aberration'],
        layout: 'transform',
        number: '51',
        type: 'Creature — Human Wizard',
        text: 'At the beginning of your upkeep, look at the top card of your library.',
        colors: ['U'],
        manaValue: 1,
      },
      {
        key: 'aberration',
        name: 'Delver of Secrets // Insectile Aberration',
        faceName: 'Insectile Aberration',
        side: 'b',
        otherFaces: ['delver'],
        layout: 'transform',
        number: '51',
        type: 'Creature — Human Insect',
        text: 'Flying',
        colors: ['U'],
        manaValue: 1,
      },
      {
        key: 'memory',
        name: 'Jace, Memory Adept',
        number: '58',
        type: 'Legendary Planeswalker — Jace',
        text: '+1: Draw a card, then discard a card.',
        colors: ['U'],
        manaValue: 5,
        rarity: 'mythic',
      },
    ]),
    EMN: set(
      'EMN',
      'Eldritch Moon',
      '2016-07-22',
      [
        {
          key: 'bruna',
          name: 'Bruna, the Fading Light // Brisela, Voice of Nightmares',
          faceName: 'Bruna, the Fading Light',
          side: 'a',
          otherFaces: ['brisela'],
          layout: 'meld',
          number: '15a',
          type: 'Legendary Creature — Angel Horror',
          text: 'Flying, vigilance',
          colors: ['W'],
          manaValue: 7,
          rarity: 'rare',
        },
        {
          key: 'brisela',
          name: 'Brisela, Voice of Nightmares',
          faceName: 'Brisela, Voice of Nightmares',
          side: 'b',
          otherFaces: ['bruna'],
          layout: 'meld',
          number: '15b',
          type: 'Legendary Creature — Eldrazi Angel',
          text: 'Flying, first strike, vigilance, lifelink',
          colorIdentity: ['W'],
          manaValue: 11,
          rarity: 'mythic',
        },
        later
          ? {
              key: 'helix',
              name: 'Lightning Helix',
              number: '999',
              type: 'Instant',
              text: 'Lightning Helix deals 3 damage to any target and you gain 3 life.',
              colors: ['R', 'W'],
              manaValue: 2,
              rarity: 'uncommon',
            }
          : {
              key: 'axe',
              name: 'Lightning Axe',
              number: '999',
              type: 'Instant',
              text: 'As an additional cost to cast this spell, discard a card.',
              colors: ['R'],
              manaValue: 1,
            },
      ],
      {
        setCode: 'TEMN',
        faces: [
          {
            key: 'zombie',
            name: 'Zombie',
            number: '1',
            type: 'Token Creature — Zombie',
            colors: ['B'],
            layout: 'token',
            legalities: {},
          },
        ],
      },
    ),
    ELD: set('ELD', 'Throne of Eldraine', '2019-10-04', [
      {
        key: 'giant',
        name: 'Bonecrusher Giant // Stomp',
        faceName: 'Bonecrusher Giant',
        side: 'a',
        otherFaces: ['stomp'],
        layout: 'adventure',
        number: '115',
        type: 'Creature — Giant',
        text: 'Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell’s controller.',
        colors: ['R'],
        manaValue: 3,
        rarity: 'rare',
      },
      {
        key: 'stomp',
        name: 'Bonecrusher Giant // Stomp',
        faceName: 'Stomp',
        side: 'b',
        otherFaces: ['giant'],
        layout: 'adventure',
        number: '115',
        type: 'Instant — Adventure',
        text: "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
        colors: ['R'],
        manaValue: 3,
        rarity: 'rare',
      },
    ]),
    KHM: set('KHM', 'Kaldheim', '2021-02-05', [
      {
        key: 'valki',
        name: 'Valki, God of Lies // Tibalt, Cosmic Impostor',
        faceName: 'Valki, God of Lies',
        side: 'a',
        otherFaces: ['tibalt'],
        layout: 'modal_dfc',
        number: '114',
        type: 'Legendary Creature — God',
        text: 'When Valki enters the battlefield, each opponent reveals their hand.',
        colors: ['B'],
        colorIdentity: ['B', 'R'],
        manaValue: 2,
        rarity: 'mythic',
      },
      {
        key: 'tibalt',
        name: 'Valki, God of Lies // Tibalt, Cosmic Impostor',
        faceName: 'Tibalt, Cosmic Impostor',
        side: 'b',
        otherFaces: ['valki'],
        layout: 'modal_dfc',
        number: '114',
        type: 'Legendary Planeswalker — Tibalt',
        text: '+2: Exile the top card of each player’s library.',
        colors: ['R'],
        colorIdentity: ['B', 'R'],
        manaValue: 2,
        rarity: 'mythic',
      },
    ]),
    PPRM: set('PPRM', 'Promo Fixture', '2022-01-01', [bolt('boltPromo', '161★'), counterspell('counterPromo', '*54')]),
    ...(later ? { MH3: set('MH3', 'Modern Horizons 3', '2024-06-14', [counterspell('counterMh3', '267')]) } : {}),
  };
}

/**
 * Prices: `usd`/`eur` figures for a few cards (`changed` replaces some: a later day's), and one provider (Card Kingdom) whose last point is
 * `staleDays` days before the build date, so its current price is stale.
 */
export function searchPrices(staleDays: number, changed: Record<string, { usd: number; eur: number }> = {}) {
  const base: Record<string, { usd: number; eur: number }> = {
    boltLea: { usd: 120, eur: 100 },
    boltM10: { usd: 1.5, eur: 1.2 },
    boltPromo: { usd: 3, eur: 2.5 },
    counterLea: { usd: 80, eur: 70 },
    counterPromo: { usd: 0.5, eur: 0.4 },
    tms: { usd: 25, eur: 22 },
    elves: { usd: 0.25, eur: 0.2 },
    fire: { usd: 0.75, eur: 0.6 },
  };
  const figures = { ...base, ...changed };
  return (dates: readonly string[]): Record<string, unknown> => {
    const series = (price: number, upTo = dates.length) =>
      Object.fromEntries(dates.slice(0, upTo).map((d) => [d, price]));
    return Object.fromEntries(
      Object.entries(figures).map(([key, { usd, eur }]) => [
        uuidFor(key),
        {
          paper: {
            tcgplayer: { buylist: {}, retail: { normal: series(usd), foil: series(usd * 2) }, currency: 'USD' },
            cardmarket: { buylist: {}, retail: { normal: series(eur) }, currency: 'EUR' },
            // Stopped listing `staleDays` days before the last date (absent from a one-day file).
            ...(dates.length > staleDays
              ? {
                  cardkingdom: {
                    buylist: {},
                    retail: { normal: series(usd + 1, dates.length - staleDays) },
                    currency: 'USD',
                  },
                }
              : {}),
          },
        },
      ]),
    );
  };
}
