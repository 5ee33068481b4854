// Generated from /openapi.json by scripts/generate-api-types.mjs. Do not edit.
export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service name, version and where the API description is */
        get: operations["getServiceInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Database connectivity, and whether the database accepts writes */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API description (OpenAPI 3.1) */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email and password
         * @description OAuth2 password form: `username` is the email. Unknown email, wrong password and inactive account answer the same 401.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new pair (rotation)
         * @description Every token issued before, including the presented one, stops working.
         */
        post: operations["refreshTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke every token of the caller
         * @description Any genuine, unexpired access token of the account is accepted, even one a concurrent refresh has made stale: revoking is always allowed.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s account */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account with any role (admin) */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the caller’s password
         * @description Needs the current password. Every earlier token is revoked; the response carries a fresh pair.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounts, oldest first (admin) */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account (admin) */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /** Delete an account and everything it owns (admin) */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /**
         * Change an account’s role or active state (admin)
         * @description A role change revokes the user’s tokens; deactivation rejects them at once. Admins cannot change their own account here.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (self-registration)
         * @description Role is always `user`. With email verification on, a 6-digit code is emailed and `tokens` is null; with it off, the account is verified and `tokens` is a working pair.
         */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/signup/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the emailed code and log in
         * @description Each code is single use, valid 15 minutes and allows 5 guesses; then a resend is required.
         */
        post: operations["verifySignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/signup/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a new verification code
         * @description Always 202 with the same body. A new code (replacing the old one) is sent only to an existing unverified account whose last code is older than the cooldown.
         */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/me/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s tracker settings (created with defaults on first read) */
        get: operations["getTrackerSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change data sharing and the active personal deck
         * @description The active deck must be one of the caller’s decks (404 otherwise) and not archived (422). Archiving it clears the setting.
         */
        patch: operations["updateTrackerSettings"];
        trace?: never;
    };
    "/api/v1/tracker/shared-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users who share their tracker data with everyone (the caller excluded) */
        get: operations["listSharedUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/personal-decks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Personal decks, oldest first (archived ones only with include_archived) */
        get: operations["listPersonalDecks"];
        put?: never;
        /** Add a personal deck */
        post: operations["createPersonalDeck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/personal-decks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Archive a personal deck (never a real delete; clears it as active deck) */
        delete: operations["archivePersonalDeck"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/personal-decks/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Decklist versions of a deck, newest first */
        get: operations["listDecklistVersions"];
        put?: never;
        /** Store a new decklist version (numbered highest + 1 by the server) */
        post: operations["addDecklistVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/personal-decks/{id}/versions/{version_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a decklist version (a real delete) */
        delete: operations["deleteDecklistVersion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/meta-decks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The roster of expected opponent decks, oldest first (archived ones only with include_archived) */
        get: operations["listMetaDecks"];
        put?: never;
        /** Add a roster deck */
        post: operations["createMetaDeck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/meta-decks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a roster deck’s fields */
        put: operations["updateMetaDeck"];
        post?: never;
        /** Archive a roster deck (never a real delete) */
        delete: operations["archiveMetaDeck"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match log, newest date first
         * @description Paginated with limit (default 100, max 500) and offset; X-Total-Count gives the total.
         */
        get: operations["listMatches"];
        put?: never;
        /** Log a best-of-three match */
        post: operations["recordMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a match’s fields */
        put: operations["updateMatch"];
        post?: never;
        /** Delete a match */
        delete: operations["deleteMatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/card-tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Card tests, newest first, of one personal deck when asked
         * @description Paginated with limit (default 100, max 500) and offset; X-Total-Count gives the total. Tests without a personal deck are never returned.
         */
        get: operations["listCardTests"];
        put?: never;
        /** Record a card test */
        post: operations["recordCardTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/card-tests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a card test’s fields */
        put: operations["updateCardTest"];
        post?: never;
        /** Delete a card test */
        delete: operations["deleteCardTest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/matchup-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per-game results against each roster deck faced
         * @description One row per roster deck faced (archived ones included), most matches first, then by name. Win rates are per game: draws are left out of the denominator and null when no game was decided. Each rate comes with its 95% Wilson interval, split on the play / on the draw and pre-board (game 1) / post-board (games 2 and 3).
         */
        get: operations["getMatchupSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/archetype-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Average win rate per archetype
         * @description One row per category (aggro, midrange, control, combo) over non-archived roster decks: the mean of the per-deck win rates of decks with decided games, plus the pooled counts and rate.
         */
        get: operations["getArchetypeSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/personal-decks/{id}/decklist-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest decklist, each row coloured by card tests
         * @description Rows of the newest version in order, blank lines and section headers included (neutral). A row takes the status of the longest tested card name it contains (whole words, any case), judged by the majority rule of the README. Empty when the deck has no version.
         */
        get: operations["getDecklistView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/personal-decks/{id}/versions/import-external": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a public deck from Moxfield or Archidekt as a new version
         * @description Fetches the deck (at most one request per second per deck builder for the whole deployment; concurrent imports queue), writes it as plain text (commanders first, then the main deck, then a Sideboard section) and stores it as the next version with source `moxfield` or `archidekt`.
         */
        post: operations["importExternalDecklist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every set, ordered by code
         * @description Paginated by `limit` (1–200, default 50) and `offset`; the order is stable. Send If-None-Match for a 304.
         */
        get: operations["listSets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sets/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One set by code (case-insensitive) */
        get: operations["getSet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sets/{code}/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A set’s cards in collector-number order (1, 2, 10, 10a), then its tokens
         * @description Paginated by `limit` (1–200, default 50) and `offset`; the order is stable. Send If-None-Match for a 304.
         */
        get: operations["listSetCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Up to 20 card names for what was typed
         * @description Names whose full or face name starts with `q` first, then names with a word (or run of words) starting with it, each group alphabetical. Case, punctuation and diacritics do not matter (`lim dul` finds Lim-Dûl’s Vault); tokens are left out. Fewer than 2 letters answer an empty list. Send If-None-Match for a 304.
         */
        get: operations["autocompleteCardNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards/named": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One card by exact or fuzzy name (its newest printing, or its printing in `set`)
         * @description `exact`: the full or a face name, case, punctuation and diacritics aside. `fuzzy`: also tolerates typos and missing words (`lightnig bolt`, `jace mind sculptor`). A 404 body carries `code` (CARD_NOT_FOUND or CARD_NAME_AMBIGUOUS) and `candidates`, up to 10 near names. Tokens are left out. Send If-None-Match for a 304.
         */
        get: operations["getNamedCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cards matching a search
         * @description A subset of Scryfall’s syntax. Terms are ANDed; `or` between terms, `-` before a term negates it, parentheses group.
         *     Words are compared as search keys: case, diacritics and punctuation do not matter (`jotun` = Jötun), and each word matches the start of a word.
         *
         *     | term | matches |
         *     |---|---|
         *     | `bolt`, `"lightning bolt"` | the name (any face) has a word starting with it; a quoted phrase matches those words in order |
         *     | `t:creature`, `t:"legendary elf"` (`type:`) | the type line |
         *     | `o:draw`, `o:"draw a card"` (`oracle:`) | the rules text |
         *     | `c:rg`, `c=r`, `c<=wu`, `c>=2`, `c:m`, `c:c` (`color:`) | colours as a set: `:`/`>=` at least these, `<=` at most, `=` exactly; a number compares the count; `m` multicoloured, `c` colourless; letters WUBRG or colour names |
         *     | `id:wu`, `id>=g` (`identity:`, `ci:`) | colour identity; `id:` means "within" (`<=`), for commander decks |
         *     | `mv=3`, `mv>=5`, `mv<2` (`cmc`) | mana value; `:` `=` `!=` `<` `<=` `>` `>=` |
         *     | `s:lea` (`set:`, `e:`) | set code |
         *     | `r:mythic`, `r>=rare` (`rarity:`) | rarity (common < uncommon < rare < special < mythic < bonus; c/u/r/s/m/b) |
         *     | `f:modern` (`legal:`, `format:`) | legal (or restricted) in the format |
         *     | `usd<1`, `eur>=10` | the newest imported paper retail price of a non-foil copy: TCGplayer (USD) / Cardmarket (EUR) |
         *     | `is:split` `is:dfc` `is:mdfc` `is:transform` `is:meld` `is:flip` `is:adventure` `is:token` | layout (split includes aftermath; dfc: transform, modal_dfc, meld) or the token flag |
         *
         *     `unique=cards` (default) answers one printing per card name (its newest matching printing); `unique=prints` one per printing (its first matching face). `order` = name (default) | set | mv | usd | eur, `dir` = asc | desc; ties by name, set, collector number. `page` (from 1) and `page_size` (1–175, default 100). A syntax error answers 422 with `detail[0].position` (1-based character) and `detail[0].term` naming the offending term.
         *
         *     Send If-None-Match for a 304.
         */
        get: operations["searchCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards/collection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Up to 75 cards by uuid, Scryfall id, set + collector number or name
         * @description Each identifier is `{id}` (MTGJSON uuid), `{scryfall_id}`, `{set, collector_number}` or `{name, set?}` (exact name as in /cards/named: the newest printing, or the one in `set`). A multi-face printing answers its first face. The answer lists the cards found in the request’s order and the identifiers that matched nothing. A read: it sends an ETag and answers 304 to a matching If-None-Match like the GET routes.
         */
        post: operations["getCardCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One printing by MTGJSON uuid */
        get: operations["getCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards/{uuid}/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A card’s price history by platform, provider, list and finish */
        get: operations["getCardPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards/by-name/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every printing with this exact name or face name (case-insensitive)
         * @description Paginated by `limit` (1–200, default 50) and `offset`; the order is stable. Send If-None-Match for a 304. Ordered by set code, then collector number.
         */
        get: operations["getCardsByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/card-data/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a card-data import in the background (admin)
         * @description `source` (required: AllPrices or AllPricesToday) and `force` (default false) in the JSON body or the query string. Without force, an upstream build equal to the last imported one is skipped. A 409 carries the running ImportStatus plus `detail`.
         */
        post: operations["startCardDataImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/card-data/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status of the last or running card-data import */
        get: operations["getCardDataImportStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        HTTPError: {
            detail: string;
        };
        ValidationError: {
            detail: {
                loc: (string | number)[];
                msg: string;
                type: string;
            }[];
        };
        /**
         * @description Stored roles, lowest to highest level.
         * @enum {string}
         */
        UserRole: "user" | "role_c" | "ml_developer" | "admin";
        UserCreate: {
            /** Format: email */
            email: string;
            password: string;
            /** @default user */
            role?: components["schemas"]["UserRole"];
            /** @default false */
            is_verified?: boolean;
            /** @default true */
            is_active?: boolean;
            display_name?: string | null;
        };
        UserRead: {
            /** Format: uuid */
            id: string;
            email: string;
            role: components["schemas"]["UserRole"];
            is_active: boolean;
            is_verified: boolean;
            display_name: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        UserList: {
            items: components["schemas"]["UserRead"][];
            total: number;
            limit: number;
            offset: number;
        };
        UserUpdate: {
            role?: components["schemas"]["UserRole"];
            is_active?: boolean;
        };
        TokenPair: {
            access_token: string;
            refresh_token: string;
            /** @constant */
            token_type: "bearer";
        };
        TokenRequest: {
            /** @description The account email. */
            username: string;
            password: string;
            grant_type?: string;
            scope?: string;
            client_id?: string;
            client_secret?: string;
        };
        RefreshRequest: {
            refresh_token: string;
        };
        PasswordChange: {
            current_password: string;
            new_password: string;
        };
        UserSignup: {
            /** Format: email */
            email: string;
            password: string;
            display_name?: string | null;
        };
        SignupResponse: {
            /** @description True when a code was emailed and must be verified before logging in. */
            verification_required: boolean;
            /** @description A token pair when verification is off; null while verification is pending. */
            tokens: components["schemas"]["TokenPair"] | null;
            user: components["schemas"]["UserRead"];
        };
        VerifyEmailRequest: {
            /** Format: email */
            email: string;
            code: string;
        };
        ResendVerificationRequest: {
            /** Format: email */
            email: string;
        };
        ResendVerificationResponse: {
            /** @constant */
            message: "If the account exists and is awaiting verification, a new code has been sent.";
        };
        ServiceInfo: {
            name: string;
            version: string;
            docs: string;
        };
        HealthStatus: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            /** @enum {string} */
            database: "ok" | "unreachable";
            /**
             * @description Whether the database accepts writes: `unavailable` when it is read-only (writes then answer 503).
             * @enum {string}
             */
            writes: "ok" | "unavailable";
        };
        SetRead: {
            code: string;
            name: string;
            release_date: string | null;
            type: string;
            base_set_size: number;
            total_set_size: number;
            keyrune_code: string | null;
            block: string | null;
            parent_code: string | null;
            is_online_only: boolean;
            is_foil_only: boolean;
        };
        SetList: {
            items: components["schemas"]["SetRead"][];
            total: number;
            limit: number;
            offset: number;
        };
        CurrentPrice: {
            /** @enum {string} */
            platform: "paper" | "mtgo";
            provider: string;
            /** @enum {string} */
            list: "retail" | "buylist";
            /** @enum {string} */
            finish: "normal" | "foil" | "etched";
            currency: string;
            price: number;
            /** @description The date of this newest point (YYYY-MM-DD). */
            date: string;
            /** @description The newest point is older than CARD_PRICE_STALE_DAYS days (default 3): the provider stopped listing it. */
            stale: boolean;
        };
        CardRead: {
            uuid: string;
            set_code: string;
            number: string;
            name: string;
            face_name: string | null;
            ascii_name: string | null;
            is_token: boolean;
            layout: string;
            side: string | null;
            rarity: string | null;
            mana_cost: string | null;
            mana_value: number | null;
            type: string | null;
            types: string[];
            subtypes: string[];
            supertypes: string[];
            text: string | null;
            power: string | null;
            toughness: string | null;
            loyalty: string | null;
            defense: string | null;
            colors: string[];
            color_identity: string[];
            other_face_ids: string[];
            availability: string[];
            finishes: string[];
            is_online_only: boolean;
            legalities: {
                [key: string]: string;
            };
            identifiers: {
                [key: string]: string;
            };
            /** @description The newest price of each of the card’s price series (platform, provider, list, finish), ordered as the price history. */
            current_prices: components["schemas"]["CurrentPrice"][];
        };
        CardList: {
            items: components["schemas"]["CardRead"][];
            total: number;
            limit: number;
            offset: number;
        };
        PriceSeries: {
            /** @enum {string} */
            platform: "paper" | "mtgo";
            provider: string;
            /** @enum {string} */
            list: "retail" | "buylist";
            /** @enum {string} */
            finish: "normal" | "foil" | "etched";
            currency: string;
            /** @description Newest first. */
            points: {
                date: string;
                price: number;
            }[];
        };
        CardPrices: {
            uuid: string;
            /** @description Ordered by platform, provider, list (retail first), finish. */
            series: components["schemas"]["PriceSeries"][];
        };
        /** @enum {string} */
        ImportSource: "AllPrices" | "AllPricesToday";
        ImportStatus: {
            /** @enum {string} */
            state: "idle" | "running" | "succeeded" | "failed" | "skipped";
            source: components["schemas"]["ImportSource"] | null;
            force: boolean;
            started_at: string | null;
            finished_at: string | null;
            phase: ("meta" | "catalogue" | "prices" | "publish" | "done") | null;
            progress: {
                bytes_read: number;
                bytes_total: number | null;
                rows_written: number;
            };
            counts: {
                sets: number;
                cards: number;
                price_points: number;
            };
            upstream_version: string | null;
            upstream_date: string | null;
            /** @description Why the import failed (state failed). */
            error: string | null;
            /** @description Why it was skipped (state skipped), or the failure. */
            message: string | null;
        };
        ImportRequest: {
            source?: components["schemas"]["ImportSource"];
            force?: boolean;
        };
        CardNameList: {
            /** @description Up to 20 card names, best first. */
            data: string[];
        };
        NamedCardNotFound: {
            detail: string;
            /**
             * @description CARD_NAME_AMBIGUOUS: several near names, none clearly ahead; CARD_NOT_FOUND: no name near enough.
             * @enum {string}
             */
            code: "CARD_NOT_FOUND" | "CARD_NAME_AMBIGUOUS";
            /** @description Up to 10 of the nearest card names, best first (may be empty). */
            candidates: string[];
        };
        CardSearchPage: {
            data: components["schemas"]["CardRead"][];
            has_more: boolean;
            /** @description The path and query of the next page, or null on the last one. */
            next_page: string | null;
            /** @description Matches over all pages. */
            total: number;
        };
        CardIdentifier: {
            /** @description MTGJSON uuid */
            id: string;
        } | {
            scryfall_id: string;
        } | {
            set: string;
            collector_number: string;
        } | {
            name: string;
            set?: string;
        };
        CardCollectionRequest: {
            identifiers: components["schemas"]["CardIdentifier"][];
        };
        CardCollection: {
            /** @description One card per identifier found, in the request’s order. */
            data: components["schemas"]["CardRead"][];
            /** @description The identifiers that matched nothing, as sent. */
            not_found: components["schemas"]["CardIdentifier"][];
        };
        /** @description null = not played. */
        GameResult: ("win" | "loss" | "draw") | null;
        MatchWrite: {
            /** Format: date */
            date: string;
            /** Format: uuid */
            personal_deck_id: string;
            /** Format: uuid */
            opponent_deck_id: string;
            /** @description true = on the play, false = on the draw. */
            on_play: boolean;
            /** @default null */
            game1?: components["schemas"]["GameResult"];
            /** @default null */
            game2?: components["schemas"]["GameResult"];
            /** @default null */
            game3?: components["schemas"]["GameResult"];
            /** @default  */
            opening_hand?: string;
            /** @default  */
            turning_point?: string;
            /** @default  */
            final_turn?: string;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        MatchRead: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            owner_id: string;
            /** Format: date */
            date: string;
            /** Format: uuid */
            personal_deck_id: string;
            /** Format: uuid */
            opponent_deck_id: string;
            on_play: boolean;
            game1: components["schemas"]["GameResult"];
            game2: components["schemas"]["GameResult"];
            game3: components["schemas"]["GameResult"];
            opening_hand: string;
            turning_point: string;
            final_turn: string;
            /** Format: date-time */
            created_at: string;
        };
        CardTestWrite: {
            /** Format: uuid */
            personal_deck_id: string;
            tester: string;
            card_name: string;
            /** @default null */
            opponent_deck_id?: string | null;
            rating: number;
            /** @default null */
            notes?: string | null;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        CardTestRead: {
            /** Format: uuid */
            id: string;
            tester: string;
            card_name: string;
            /** Format: uuid */
            personal_deck_id: string;
            opponent_deck_id: string | null;
            rating: number;
            notes: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description `manual`, or the deck builder a URL import read.
         * @enum {string}
         */
        DecklistSource: "manual" | "moxfield" | "archidekt";
        /** @enum {string} */
        MetaDeckCategory: "aggro" | "midrange" | "control" | "combo";
        /** @enum {string} */
        Expectation: "as_expected" | "more_expected" | "less_expected";
        PersonalDeckCreate: {
            name: string;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        PersonalDeckRead: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            owner_id: string;
            name: string;
            archived_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        DecklistVersionCreate: {
            content: string;
            /** @default manual */
            source?: components["schemas"]["DecklistSource"];
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        DecklistVersionRead: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            personal_deck_id: string;
            version: number;
            content: string;
            source: components["schemas"]["DecklistSource"];
            /** Format: date-time */
            created_at: string;
        };
        MetaDeckWrite: {
            name: string;
            tier: number;
            category: components["schemas"]["MetaDeckCategory"];
            /** @default  */
            decklist_notes?: string;
            top8: number;
            presence: number;
            expected: components["schemas"]["Expectation"];
            /** @default  */
            tests_status?: string;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        MetaDeckRead: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            owner_id: string;
            name: string;
            tier: number;
            category: components["schemas"]["MetaDeckCategory"];
            decklist_notes: string;
            top8: number;
            presence: number;
            expected: components["schemas"]["Expectation"];
            tests_status: string;
            /** @description top8 / presence, computed by the server; null when presence is 0. */
            conversion: number | null;
            archived_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        UserSettingsRead: {
            data_shared: boolean;
            active_personal_deck_id: string | null;
        };
        UserSettingsUpdate: {
            data_shared?: boolean;
            /** @description One of the caller’s active decks (404 otherwise), or null to clear. */
            active_personal_deck_id?: string | null;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        SharedUserRead: {
            /** Format: uuid */
            id: string;
            display_name: string | null;
            email: string;
        };
        WinRateInterval: {
            low: number;
            high: number;
        } | null;
        WinRateSplit: {
            wins: number;
            losses: number;
            draws: number;
            /** @description wins / (wins + losses); null when no game was decided */
            win_rate: number | null;
            /** @description "wins-losses", e.g. "7-5" */
            win_loss_ratio: string;
            win_rate_ci: components["schemas"]["WinRateInterval"];
        };
        MatchupSummaryRow: {
            /** Format: uuid */
            opponent_deck_id: string;
            opponent_name: string;
            opponent_category: components["schemas"]["MetaDeckCategory"];
            opponent_archived: boolean;
            matches: number;
            matches_on_play: number;
            matches_on_draw: number;
            wins: number;
            losses: number;
            draws: number;
            win_rate: number | null;
            win_loss_ratio: string;
            win_rate_ci: components["schemas"]["WinRateInterval"];
            on_play: components["schemas"]["WinRateSplit"];
            on_draw: components["schemas"]["WinRateSplit"];
            /** @description game 1 only */
            pre_board: components["schemas"]["WinRateSplit"];
            /** @description games 2 and 3 */
            post_board: components["schemas"]["WinRateSplit"];
        };
        MatchupSummary: components["schemas"]["MatchupSummaryRow"][];
        ArchetypeSummaryRow: {
            category: components["schemas"]["MetaDeckCategory"];
            /** @description non-archived roster decks of the category */
            roster_decks: number;
            /** @description of those, decks with at least one decided game */
            decks_with_results: number;
            /** @description games recorded, draws included */
            games: number;
            wins: number;
            losses: number;
            draws: number;
            /** @description mean of the per-deck win rates of decks with results */
            average_win_rate: number | null;
            /** @description all games of the category pooled */
            pooled_win_rate: number | null;
            win_loss_ratio: string;
        };
        ArchetypeSummary: components["schemas"]["ArchetypeSummaryRow"][];
        DecklistViewItem: {
            line: string;
            /** @enum {string} */
            status: "validated" | "rejected" | "in_test" | "neutral";
        };
        DecklistView: components["schemas"]["DecklistViewItem"][];
        ExternalDecklistImport: {
            /** @description A public Moxfield or Archidekt deck URL. */
            url: string;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getServiceInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Service information */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceInfo"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answered a query (`writes` says whether it accepts writes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            /** @description The database did not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A new token pair */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description Invalid credentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    refreshTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description A new token pair */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All tokens of the caller are revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    registerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description The created account */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Email already registered. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed / The password breaks the password rule */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description A new token pair */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description Current password is incorrect. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed / The password breaks the password rule */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserList"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Insufficient permissions. / Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description The updated account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Insufficient permissions. / Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSignup"];
            };
        };
        responses: {
            /** @description The account was created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupResponse"];
                };
            };
            /** @description Email already registered. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed / The password breaks the password rule */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description The verification email could not be sent; nothing was created. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    verifySignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyEmailRequest"];
            };
        };
        responses: {
            /** @description Verified; a new token pair */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description Invalid or expired verification code. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Account is already verified. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests; see Retry-After / Too many verification attempts; request a new code. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendVerificationRequest"];
            };
        };
        responses: {
            /** @description Acknowledged */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResendVerificationResponse"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    getTrackerSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSettingsRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    updateTrackerSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSettingsUpdate"];
            };
        };
        responses: {
            /** @description The updated settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSettingsRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed / The request breaks a business rule */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listSharedUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sharing users, by email */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedUserRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listPersonalDecks: {
        parameters: {
            query?: {
                owner_id?: string;
                include_archived?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The decks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDeckRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createPersonalDeck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonalDeckCreate"];
            };
        };
        responses: {
            /** @description The created deck */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDeckRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    archivePersonalDeck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archived */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listDecklistVersions: {
        parameters: {
            query?: {
                owner_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistVersionRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    addDecklistVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecklistVersionCreate"];
            };
        };
        responses: {
            /** @description The created version */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistVersionRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    deleteDecklistVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listMetaDecks: {
        parameters: {
            query?: {
                owner_id?: string;
                include_archived?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roster */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaDeckRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    createMetaDeck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MetaDeckWrite"];
            };
        };
        responses: {
            /** @description The created roster deck */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaDeckRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateMetaDeck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MetaDeckWrite"];
            };
        };
        responses: {
            /** @description The updated roster deck */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaDeckRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    archiveMetaDeck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archived */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listMatches: {
        parameters: {
            query?: {
                owner_id?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matches */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    recordMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchWrite"];
            };
        };
        responses: {
            /** @description The logged match */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchWrite"];
            };
        };
        responses: {
            /** @description The updated match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    deleteMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listCardTests: {
        parameters: {
            query?: {
                owner_id?: string;
                limit?: number;
                offset?: number;
                personal_deck_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of card tests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardTestRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    recordCardTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardTestWrite"];
            };
        };
        responses: {
            /** @description The recorded test */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardTestRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    updateCardTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardTestWrite"];
            };
        };
        responses: {
            /** @description The updated test */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardTestRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    deleteCardTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getMatchupSummary: {
        parameters: {
            query?: {
                owner_id?: string;
                personal_deck_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matchups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchupSummary"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getArchetypeSummary: {
        parameters: {
            query?: {
                owner_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The four archetypes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchetypeSummary"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getDecklistView: {
        parameters: {
            query?: {
                owner_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coloured rows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistView"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    importExternalDecklist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExternalDecklistImport"];
            };
        };
        responses: {
            /** @description The new version */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistVersionRead"];
                };
            };
            /** @description Not a deck URL of a supported deck builder / The deck builder has no such deck / The deck is private on the deck builder / The deck has no cards */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The deck builder could not provide the deck / The deck builder refused the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    listSets: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of sets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetList"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetRead"];
                };
            };
            /** @description Set not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    listSetCards: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardList"];
                };
            };
            /** @description Set not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    autocompleteCardNames: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Card names */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardNameList"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getNamedCard: {
        parameters: {
            query?: {
                exact?: string;
                fuzzy?: string;
                set?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardRead"];
                };
            };
            /** @description Card not found. / Several cards match the name; the body lists candidates. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    searchCards: {
        parameters: {
            query: {
                q: string;
                unique?: "cards" | "prints";
                order?: "name" | "set" | "mv" | "usd" | "eur";
                dir?: "asc" | "desc";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardSearchPage"];
                };
            };
            /** @description Request validation failed / The search does not parse; the detail names the term and its position */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getCardCollection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardCollectionRequest"];
            };
        };
        responses: {
            /** @description The cards found and the identifiers not found */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardCollection"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardRead"];
                };
            };
            /** @description Card not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getCardPrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Price series, points newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardPrices"];
                };
            };
            /** @description Card not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getCardsByName: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of printings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardList"];
                };
            };
            /** @description Card not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    startCardDataImport: {
        parameters: {
            query?: {
                source?: components["schemas"]["ImportSource"];
                force?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportRequest"];
            };
        };
        responses: {
            /** @description The import started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportStatus"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description A card-data import is already running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Request validation failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
        };
    };
    getCardDataImportStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportStatus"];
                };
            };
        };
    };
}
