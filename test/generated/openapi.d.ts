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
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a load balancer should send this process new requests
         * @description Answers 503 from the moment the process is told to stop (SIGTERM or SIGINT); it keeps serving for the drain period (SHUTDOWN_DRAIN_SECONDS) so the load balancer stops sending first. It does not query the database: `/health` does.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics (text exposition format)
         * @description Request latency by route template and status class, rate-limit refusals, database pool use, the card import state and process metrics. Needs `Authorization: Bearer <METRICS_TOKEN>` when that setting is set; answers 404 when METRICS_ENABLED is false.
         */
        get: operations["getMetrics"];
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
         * @description OAuth2 password form: `username` is the email. Unknown email, wrong password and inactive account answer the same 401. With TOTP on (or an admin without it while TOTP_REQUIRED_FOR_ADMINS is on) a right password answers a `SecondFactorChallenge` instead of tokens: complete it at `/auth/token/totp`. Each login starts a session (its id is the `sid` claim). After too many failed logins for the account, clients that never logged in to it get 429 with Retry-After until the window ends; a client that did (same address, or the `metagame_device` cookie a successful login sets) can still log in.
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
         * Exchange a refresh token for a new pair (rotation within its session)
         * @description The presented refresh token stops working; the session continues with the new pair, and the user’s other sessions are untouched. Presenting a refresh token that was already used ends its whole session (reuse detection).
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
         * Revoke every token of the caller (every session)
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
         * @description Needs the current password. Every earlier token and session is revoked; the response carries a fresh pair in a new session.
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
    "/api/v1/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s signed-in devices (live sessions), newest first */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign every other device out
         * @description Every session of the caller except the current one ends; their tokens stop working at once.
         */
        post: operations["endOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of the caller’s sessions
         * @description Its refresh token stops working and its access tokens are refused at once. Another user’s session answers 404, as a missing one does.
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s own audit trail, newest first */
        get: operations["listOwnAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail, newest first (admin)
         * @description Filter by user, event type and time range (`from` inclusive, `to` exclusive); rows older than AUDIT_RETENTION_DAYS are pruned.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
         * @description Each code is single use, valid 15 minutes and allows 5 guesses; then a resend is required. A deactivated account is refused with 401 Invalid credentials. (as its login is) and stays unverified.
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
    "/api/v1/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a password-reset code
         * @description Always 202 with the same body, answered before any lookup: an active account gets a 6-digit code and a link to `{FRONTEND_BASE_URL}/reset-password?email=…&code=…` (at most one email per cooldown); an unknown or deactivated account gets nothing.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the emailed code
         * @description The password rule applies. Every token and session of the account ends; log in again with the new password. A wrong, expired or spent code, an unknown and a deactivated account all answer 400; the guess that uses the last attempt and every later one 429 until a new code is requested.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to move the account to a new email address
         * @description Needs the current password. A 6-digit code goes to the new address and a notice to the current one; nothing changes until the code is confirmed. A new request replaces a pending one. 409 when the address is already registered.
         */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/email-change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the new email address with its code
         * @description The email changes and every earlier token and session of the account ends; the response carries a fresh pair in a new session. 409 when another account took the address meanwhile (the pending change is then dropped).
         */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a login with a TOTP code or a recovery code
         * @description The challenge from `/auth/token` and a code: a current TOTP code (±30 s of drift; each code is accepted once) or one of the recovery codes (each single use). A challenge lives 5 minutes, takes 5 codes and is single use; every failure answers the same 401.
         */
        post: operations["completeSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether TOTP is on for the caller
         * @description A read for a settings page: `enabled` once a code confirmed an enrolment, and the recovery codes left.
         */
        get: operations["getTotpStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/totp/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start turning TOTP on: a new secret
         * @description Add the secret (or the otpauth URI as a QR code) to an authenticator app, then confirm with a code. Asking again replaces a pending secret. 409 while TOTP is on.
         */
        post: operations["startTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn TOTP on with a code from the app
         * @description Answers the ten single-use recovery codes, shown this once (only their hashes are kept). From now on `/auth/token` answers a challenge.
         */
        post: operations["confirmTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/totp/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn TOTP off
         * @description Needs the password and a current code (or a recovery code). The secret and the recovery codes are deleted.
         */
        post: operations["disableTotp"];
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
    "/api/v1/tracker/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events (testing sessions, leagues, tournaments), newest date first (archived ones only with include_archived) */
        get: operations["listEvents"];
        put?: never;
        /** Add an event */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace an event’s fields */
        put: operations["updateEvent"];
        post?: never;
        /** Archive an event (never a real delete; its matches keep it) */
        delete: operations["archiveEvent"];
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
         * The match log, newest date first, filtered when asked
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
    "/api/v1/tracker/matches/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match log as CSV, newest date first, filtered when asked
         * @description RFC 4180 CSV with a header row, UTF-8, streamed. A cell that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe, which an import takes off again. Decks and events are named (by id where two share a name); the version is its number within the personal deck. The columns are those the import reads.
         */
        get: operations["exportMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/matches/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import matches from CSV (all or nothing)
         * @description A text/csv body in the columns of the export (header row required; columns in any order; personal_deck, opponent_deck and event by id or name, decklist_version by number, empty = none). Every row is checked before anything is written: a 422 lists each bad row (line 1 is the header) and column, and nothing is stored. Limits: CSV_IMPORT_MAX_BYTES (413 over it) and CSV_IMPORT_MAX_ROWS (422 over it).
         */
        post: operations["importMatches"];
        delete?: never;
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
    "/api/v1/tracker/card-tests/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Card tests as CSV, newest first, of one personal deck when asked
         * @description RFC 4180 CSV with a header row, UTF-8, streamed. A cell that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe, which an import takes off again. Tests without a personal deck are never exported.
         */
        get: operations["exportCardTests"];
        put?: never;
        post?: never;
        delete?: never;
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
         * @description One row per roster deck faced (archived ones included), most matches first, then by name. Win rates are per game: draws are left out of the denominator and null when no game was decided. Each rate comes with its 95% Wilson interval, split on the play / on the draw and pre-board (game 1) / post-board (games 2 and 3). Beside them: match results with their rate and interval, games by the side the player was on in each game, and games by mulligans. Every match filter applies.
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
         * @description One row per category (aggro, midrange, control, combo) over non-archived roster decks: the mean of the per-deck win rates of decks with decided games, plus the pooled counts and rate, match results, games by side and by mulligans. Every match filter applies.
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
    "/api/v1/tracker/personal-decks/{id}/version-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Results per decklist version of a deck, since the last change, and lifetime
         * @description One row per version (newest first; the newest is "since the last change"), one for matches pinned to no version, and the total: game and match win rates with their 95% Wilson intervals, pre-board / post-board, by side and by mulligans. Every match filter applies.
         */
        get: operations["getVersionStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/personal-decks/{id}/versions/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed between two versions of a deck
         * @description Per card and section (commander, main, sideboard): the count in each version and the change; identical lines are left out. Lists are read as plain-text decklists (quantities like 4x, set and collector-number suffixes, SB: prefixes, section headers, a blank line before the sideboard).
         */
        get: operations["getDecklistDiff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/personal-decks/{id}/sideboard-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans of a deck, every version’s, and whether each fits the newest version */
        get: operations["listSideboardPlans"];
        put?: never;
        /**
         * Add a sideboard plan for a decklist version and a roster deck
         * @description A plan must fit its version’s 75: each card out in the main deck in that number, each card in in the sideboard in that number, as many cards in as out. A 422 names every card that breaks a rule, in `detail` and as a list in `issues`.
         */
        post: operations["createSideboardPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/sideboard-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sideboard plan with its post-board 75 */
        get: operations["getSideboardPlan"];
        /**
         * Replace a sideboard plan (its deck stays)
         * @description A plan must fit its version’s 75: each card out in the main deck in that number, each card in in the sideboard in that number, as many cards in as out. A 422 names every card that breaks a rule, in `detail` and as a list in `issues`.
         */
        put: operations["updateSideboardPlan"];
        post?: never;
        /** Delete a sideboard plan */
        delete: operations["deleteSideboardPlan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/field-simulation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Expected results of candidate decks against a field, from the match log
         * @description Per candidate deck: expected game and best-of-three match win rates against the field, 95% intervals, the matchups with no data, and for Swiss rounds the expected record and the chance of at least min_wins wins. Every game win rate has a Beta(1, 1) prior updated by the games counted (draws left out); rates on the play and on the draw are kept apart when both sides have data. Games 1 and 2–3 alternate sides (coin flip for game 1, the loser of a game plays the next). Point figures are exact posterior expectations; intervals are the 2.5–97.5 percentiles of a Monte Carlo seeded by `seed`. Every match filter applies. Decks ranked by expected match win rate.
         */
        get: operations["simulateField"];
        put?: never;
        post?: never;
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
         * @description What happened.
         * @enum {string}
         */
        AuditEventType: "login.succeeded" | "login.failed" | "refresh.reuse_detected" | "logout" | "session.ended" | "sessions.others_ended" | "password.changed" | "role.changed" | "account.activated" | "account.deactivated" | "account.deleted" | "account.registered" | "password_reset.requested" | "password_reset.completed" | "password_reset.failed" | "email_change.requested" | "email_change.completed" | "email_change.failed" | "totp.enrolment_started" | "totp.enabled" | "totp.disabled" | "totp.recovery_code_used" | "login.challenged" | "login.second_factor_failed";
        AuditEventRead: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            occurred_at: string;
            event_type: components["schemas"]["AuditEventType"];
            /** @description The account the event is about (kept after the account is deleted). */
            user_id: string | null;
            /** @description Who caused it, when that is another account (an admin). */
            actor_id: string | null;
            session_id: string | null;
            /** @description The account’s email then, or the name a failed login tried. */
            email: string | null;
            ip_address: string | null;
            user_agent: string | null;
            /** @description Small facts: a failure’s reason class, the old and new role. Never a secret. */
            details: {
                [key: string]: string | number | boolean | null;
            };
        };
        AuditEventList: {
            items: components["schemas"]["AuditEventRead"][];
            total: number;
            limit: number;
            offset: number;
        };
        SessionRead: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When the session last logged in or refreshed.
             */
            last_used_at: string;
            /**
             * Format: date-time
             * @description When its refresh token expires, unless it is refreshed before.
             */
            expires_at: string;
            user_agent: string | null;
            ip_address: string | null;
            /** @description The session of the token making this request. */
            current: boolean;
        };
        SessionList: components["schemas"]["SessionRead"][];
        SessionsEnded: {
            ended: number;
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
        SecondFactorChallenge: {
            /**
             * @description `totp`: send a code from the app; `totp_enrolment`: an admin must enrol first (TOTP_REQUIRED_FOR_ADMINS): add `secret` to the app and send its code.
             * @enum {string}
             */
            challenge_type: "totp" | "totp_enrolment";
            /** @description Send it with the code to `/auth/token/totp` within 5 minutes. */
            challenge_token: string;
            expires_at: string;
            /** @description Only for `totp_enrolment`: the new base32 secret. */
            secret?: string;
            /** @description Only for `totp_enrolment`: the same secret as an otpauth:// URI (QR code). */
            otpauth_uri?: string;
        };
        LoginResponse: components["schemas"]["TokenPair"] | components["schemas"]["SecondFactorChallenge"];
        SecondFactorRequest: {
            challenge_token: string;
            code: string;
        };
        SecondFactorTokens: {
            access_token: string;
            refresh_token: string;
            /** @constant */
            token_type: "bearer";
            /** @description Only when this login turned TOTP on (an enrolment challenge): ten single-use codes, shown once. */
            recovery_codes?: string[];
        };
        TotpEnrolment: {
            secret: string;
            otpauth_uri: string;
        };
        TotpStatus: {
            /** @description A code confirmed the factor, so logins take the second step; a pending enrolment is not on. */
            enabled: boolean;
            /** @description Unused recovery codes (0 while off). */
            recovery_codes_left: number;
        };
        TotpConfirm: {
            code: string;
        };
        RecoveryCodes: {
            recovery_codes: string[];
        };
        TotpDisable: {
            password: string;
            code: string;
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
        PasswordResetRequest: {
            /** Format: email */
            email: string;
        };
        PasswordResetAcknowledgement: {
            /** @constant */
            message: "If an active account uses this address, a password reset code has been sent to it.";
        };
        PasswordResetConfirm: {
            /** Format: email */
            email: string;
            code: string;
            new_password: string;
        };
        EmailChangeRequest: {
            current_password: string;
            /** Format: email */
            new_email: string;
        };
        EmailChangeAcknowledgement: {
            /** @constant */
            message: "A confirmation code has been sent to the new address.";
        };
        EmailChangeConfirm: {
            code: string;
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
        /** @description The process takes new requests. */
        ReadinessStatus: {
            /** @constant */
            status: "ready";
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
        /**
         * @description `testing` (also every match without an event), `league` or `tournament`.
         * @enum {string}
         */
        EventKind: "testing" | "league" | "tournament";
        EventWrite: {
            name: string;
            /**
             * @description Free text, e.g. "Premodern".
             * @default
             */
            format?: string;
            /** Format: date */
            date: string;
            kind: components["schemas"]["EventKind"];
            /** @default null */
            location?: string | null;
            /** @default null */
            rounds?: number | null;
            /** @default  */
            notes?: string;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        EventRead: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            owner_id: string;
            name: string;
            format: string;
            /** Format: date */
            date: string;
            kind: components["schemas"]["EventKind"];
            location: string | null;
            rounds: number | null;
            notes: string;
            archived_at: string | null;
            /** Format: date-time */
            created_at: string;
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
            /**
             * @description One of the caller’s events (404 otherwise); null = no event, counted as testing.
             * @default null
             */
            event_id?: string | null;
            /**
             * @description Round of the event; only with an event.
             * @default null
             */
            round?: number | null;
            /** @description A version of personal_deck_id (a version of another deck: 422). Omitted: on POST the deck’s newest version now (none when it has none); on PUT the match keeps its version while the personal deck stays the same. null: no version. */
            decklist_version_id?: string | null;
            /**
             * @description On the play in game 2; null = the default: the loser of game 1 plays (after a draw, the side stays).
             * @default null
             */
            game2_on_play?: boolean | null;
            /**
             * @description On the play in game 3; null = the default: the loser of game 2 plays.
             * @default null
             */
            game3_on_play?: boolean | null;
            /**
             * @description Mulligans before the game (0–7); null = not recorded. Only for a game played.
             * @default null
             */
            game1_mulligans?: number | null;
            /**
             * @description Mulligans before the game (0–7); null = not recorded. Only for a game played.
             * @default null
             */
            game2_mulligans?: number | null;
            /**
             * @description Mulligans before the game (0–7); null = not recorded. Only for a game played.
             * @default null
             */
            game3_mulligans?: number | null;
            /**
             * @description Whether the sideboard plan for this matchup was used in game 2; null = not recorded. Only for a game played.
             * @default null
             */
            game2_plan_used?: boolean | null;
            /**
             * @description The same for game 3.
             * @default null
             */
            game3_plan_used?: boolean | null;
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
            event_id: string | null;
            round: number | null;
            /** @description The version played; null when none is known (also after that version was deleted). */
            decklist_version_id: string | null;
            /** @description null exactly when game 2 was not played. */
            game2_on_play: boolean | null;
            game3_on_play: boolean | null;
            game1_mulligans: number | null;
            game2_mulligans: number | null;
            game3_mulligans: number | null;
            /** @description Whether the sideboard plan was used in game 2; null = not recorded. */
            game2_plan_used: boolean | null;
            game3_plan_used: boolean | null;
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
        /** @description RFC 4180 CSV with a header row. */
        MatchesCsv: string;
        /** @description RFC 4180 CSV with a header row. */
        CardTestsCsv: string;
        MatchImportResult: {
            /** @description Matches written. */
            imported: number;
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
        DecklistCard: {
            /** @enum {string} */
            section: "commander" | "main" | "sideboard";
            card_name: string;
            quantity: number;
        };
        DecklistVersionRead: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            personal_deck_id: string;
            version: number;
            content: string;
            /** @description The cards of `content` as the server reads them (sections, `SB:` prefixes, the MTGO blank line; maybeboard and tokens left out): one entry per card and section in list order, copies summed. The same reading diffs compare and sideboard plans are checked against. */
            cards: components["schemas"]["DecklistCard"][];
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
        MulliganSplit: {
            mulligans: number;
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
            /** @description games 2 and 3 recorded with the sideboard plan used (game2_plan_used / game3_plan_used true) */
            post_board_plan_used: components["schemas"]["WinRateSplit"];
            /** @description games 2 and 3 recorded with the plan not used; games with no record count in neither */
            post_board_plan_not_used: components["schemas"]["WinRateSplit"];
            /** @description matches won: more game wins than losses */
            match_wins: number;
            match_losses: number;
            /** @description matches level on games (1-1-1, 0-0-1); a match with no game recorded counts in none */
            match_draws: number;
            /** @description match_wins / (match_wins + match_losses); null when no match was decided */
            match_win_rate: number | null;
            match_win_loss_ratio: string;
            match_win_rate_ci: components["schemas"]["WinRateInterval"];
            /** @description every game the player was on the play in */
            games_on_play: components["schemas"]["WinRateSplit"];
            /** @description every game the player was on the draw in */
            games_on_draw: components["schemas"]["WinRateSplit"];
            by_mulligans: components["schemas"]["MulliganSplit"][];
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
            pooled_win_rate_ci: components["schemas"]["WinRateInterval"];
            matches: number;
            /** @description matches won: more game wins than losses */
            match_wins: number;
            match_losses: number;
            /** @description matches level on games (1-1-1, 0-0-1); a match with no game recorded counts in none */
            match_draws: number;
            /** @description match_wins / (match_wins + match_losses); null when no match was decided */
            match_win_rate: number | null;
            match_win_loss_ratio: string;
            match_win_rate_ci: components["schemas"]["WinRateInterval"];
            /** @description every game the player was on the play in */
            games_on_play: components["schemas"]["WinRateSplit"];
            /** @description every game the player was on the draw in */
            games_on_draw: components["schemas"]["WinRateSplit"];
            by_mulligans: components["schemas"]["MulliganSplit"][];
        };
        ArchetypeSummary: components["schemas"]["ArchetypeSummaryRow"][];
        DecklistViewItem: {
            line: string;
            /** @enum {string} */
            status: "validated" | "rejected" | "in_test" | "neutral";
        };
        DecklistView: components["schemas"]["DecklistViewItem"][];
        VersionStatsSlice: {
            matches: number;
            matches_on_play: number;
            matches_on_draw: number;
            /** @description games won */
            wins: number;
            losses: number;
            draws: number;
            /** @description per game (spec 4.7.1) */
            win_rate: number | null;
            win_loss_ratio: string;
            win_rate_ci: components["schemas"]["WinRateInterval"];
            pre_board: components["schemas"]["WinRateSplit"];
            post_board: components["schemas"]["WinRateSplit"];
            /** @description matches won: more game wins than losses */
            match_wins: number;
            match_losses: number;
            /** @description matches level on games (1-1-1, 0-0-1); a match with no game recorded counts in none */
            match_draws: number;
            /** @description match_wins / (match_wins + match_losses); null when no match was decided */
            match_win_rate: number | null;
            match_win_loss_ratio: string;
            match_win_rate_ci: components["schemas"]["WinRateInterval"];
            /** @description every game the player was on the play in */
            games_on_play: components["schemas"]["WinRateSplit"];
            /** @description every game the player was on the draw in */
            games_on_draw: components["schemas"]["WinRateSplit"];
            by_mulligans: components["schemas"]["MulliganSplit"][];
        };
        VersionStatsRow: {
            /** Format: uuid */
            decklist_version_id: string;
            version: number;
            /** Format: date-time */
            created_at: string;
            /** @description true for the newest version: its matches are those since the last change */
            since_last_change: boolean;
            matches: number;
            matches_on_play: number;
            matches_on_draw: number;
            /** @description games won */
            wins: number;
            losses: number;
            draws: number;
            /** @description per game (spec 4.7.1) */
            win_rate: number | null;
            win_loss_ratio: string;
            win_rate_ci: components["schemas"]["WinRateInterval"];
            pre_board: components["schemas"]["WinRateSplit"];
            post_board: components["schemas"]["WinRateSplit"];
            /** @description matches won: more game wins than losses */
            match_wins: number;
            match_losses: number;
            /** @description matches level on games (1-1-1, 0-0-1); a match with no game recorded counts in none */
            match_draws: number;
            /** @description match_wins / (match_wins + match_losses); null when no match was decided */
            match_win_rate: number | null;
            match_win_loss_ratio: string;
            match_win_rate_ci: components["schemas"]["WinRateInterval"];
            /** @description every game the player was on the play in */
            games_on_play: components["schemas"]["WinRateSplit"];
            /** @description every game the player was on the draw in */
            games_on_draw: components["schemas"]["WinRateSplit"];
            by_mulligans: components["schemas"]["MulliganSplit"][];
        };
        VersionStats: {
            /** Format: uuid */
            personal_deck_id: string;
            /** @description every version, newest first */
            versions: components["schemas"]["VersionStatsRow"][];
            /** @description matches pinned to no version */
            unpinned: components["schemas"]["VersionStatsSlice"];
            /** @description every match of the deck that passes the filters */
            total: components["schemas"]["VersionStatsSlice"];
        };
        DecklistChange: {
            /** @enum {string} */
            section: "commander" | "main" | "sideboard";
            card_name: string;
            /** @description copies in the `from` version */
            from: number;
            to: number;
            /** @description to − from */
            change: number;
        };
        DecklistDiff: {
            /** Format: uuid */
            personal_deck_id: string;
            from: {
                /** Format: uuid */
                id: string;
                version: number;
            };
            to: {
                /** Format: uuid */
                id: string;
                version: number;
            };
            /** @description cards whose count differs, by section then name */
            changes: components["schemas"]["DecklistChange"][];
        };
        ExternalDecklistImport: {
            /** @description A public Moxfield or Archidekt deck URL. */
            url: string;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        PlanCard: {
            /** @description As written in the decklist; split cards with any slash form, double-faced cards by their front face or full name. */
            name: string;
            quantity: number;
        };
        CardSwap: {
            /** @description Cards brought in from the sideboard. */
            in: components["schemas"]["PlanCard"][];
            /** @description Cards taken out of the main deck. */
            out: components["schemas"]["PlanCard"][];
        };
        SideboardPlanWrite: {
            /**
             * Format: uuid
             * @description A version of the deck in the path (404 when not the caller’s, 422 when of another deck).
             */
            decklist_version_id: string;
            /**
             * Format: uuid
             * @description One of the caller’s roster decks (404 otherwise).
             */
            opponent_deck_id: string;
            /** @description One swap whatever the die roll; or give on_play and on_draw instead. */
            both?: components["schemas"]["CardSwap"];
            on_play?: components["schemas"]["CardSwap"];
            on_draw?: components["schemas"]["CardSwap"];
            /** @default  */
            note?: string;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        BoardCard: {
            name: string;
            quantity: number;
        };
        PlanIssue: {
            /** @enum {string} */
            side: "both" | "on_play" | "on_draw";
            /** @description null for the in/out balance, which no single card breaks */
            list: ("in" | "out") | null;
            card: string | null;
            message: string;
        };
        SideboardPlanRead: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            owner_id: string;
            /** Format: uuid */
            personal_deck_id: string;
            /** Format: uuid */
            decklist_version_id: string;
            /** @description The number of the plan’s version. */
            version: number;
            /** Format: uuid */
            opponent_deck_id: string;
            both: components["schemas"]["CardSwap"] | null;
            on_play: components["schemas"]["CardSwap"] | null;
            on_draw: components["schemas"]["CardSwap"] | null;
            note: string;
            /** @description The 75 after each swap: the main deck in list order (cards brought in last) and the sideboard. */
            post_board: {
                /** @enum {string} */
                side: "both" | "on_play" | "on_draw";
                main: components["schemas"]["BoardCard"][];
                sideboard: components["schemas"]["BoardCard"][];
                main_count: number;
                sideboard_count: number;
            }[];
            /** @description The plan checked against the deck’s newest version. */
            newest_version: {
                /** Format: uuid */
                decklist_version_id: string;
                version: number;
                /** @description Whether the plan keeps every rule against the deck’s newest version */
                fits: boolean;
                /** @description Why it does not fit (empty when it fits) */
                issues: components["schemas"]["PlanIssue"][];
            };
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        FieldSimulation: {
            /** @description How the figures are computed, in words. */
            method: string;
            /** @description The Beta prior of every game win rate; a matchup without data is this prior alone. */
            prior: {
                alpha: number;
                beta: number;
            };
            seed: number;
            draws: number;
            matches_filter: {
                since_last_change: boolean;
            };
            field: {
                /** Format: uuid */
                opponent_deck_id: string;
                opponent_name: string;
                share: number;
            }[];
            decks: {
                rank: number;
                /** Format: uuid */
                personal_deck_id: string;
                personal_deck_name: string;
                /** @description The version the matches were narrowed to (since_last_change), else null. */
                decklist_version_id: string | null;
                expected_game_win_rate: number;
                game_win_rate_ci: {
                    low: number;
                    high: number;
                };
                expected_match_win_rate: number;
                match_win_rate_ci: {
                    low: number;
                    high: number;
                };
                /** @description Roster decks of the field with no decided game: the prior stood in. */
                matchups_without_data: string[];
                matchups: {
                    /** Format: uuid */
                    opponent_deck_id: string;
                    share: number;
                    games_on_play: {
                        wins: number;
                        losses: number;
                        draws: number;
                    };
                    games_on_draw: {
                        wins: number;
                        losses: number;
                        draws: number;
                    };
                    no_data: boolean;
                    /** @description Separate rates on the play and on the draw (both sides have decided games); else one pooled rate */
                    sides_split: boolean;
                    /** @description Posterior of the rate on the play, or of the pooled rate */
                    posterior_on_play: {
                        alpha: number;
                        beta: number;
                    };
                    posterior_on_draw: {
                        alpha: number;
                        beta: number;
                    } | null;
                    game_win_rate: number;
                    match_win_rate: number;
                }[];
                swiss: {
                    rounds: number;
                    expected_wins: number;
                    expected_losses: number;
                    wins_distribution: {
                        wins: number;
                        probability: number;
                        at_least: number;
                    }[];
                    min_wins: number | null;
                    p_at_least_min_wins: number | null;
                    p_at_least_min_wins_ci: {
                        low: number;
                        high: number;
                    } | null;
                } | null;
            }[];
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
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Serving */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessStatus"];
                };
            };
            /** @description Shutting down: send new requests elsewhere */
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
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics, as `text/plain; version=0.0.4` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description METRICS_TOKEN is set and the request does not carry it */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Metrics are switched off */
            404: {
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
            /** @description A new token pair, or a second-factor challenge */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
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
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Live sessions; `current` marks this request’s */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionList"];
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
    endOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many sessions ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
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
    endSession: {
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
            /** @description The session has ended */
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
    listOwnAuditEvents: {
        parameters: {
            query?: {
                event_type?: components["schemas"]["AuditEventType"];
                from?: string;
                to?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events about the caller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventList"];
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
    listAuditEvents: {
        parameters: {
            query?: {
                user_id?: string;
                event_type?: components["schemas"]["AuditEventType"];
                from?: string;
                to?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventList"];
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
            /** @description Invalid credentials. */
            401: {
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
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Acknowledged */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetAcknowledgement"];
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
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirm"];
            };
        };
        responses: {
            /** @description The password was changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description Request validation failed / The password breaks the password rule */
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
    requestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeRequest"];
            };
        };
        responses: {
            /** @description The code was sent */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailChangeAcknowledgement"];
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
            /** @description Email already registered. */
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
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeConfirm"];
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
            /** @description Invalid or expired verification code. */
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
            /** @description Email already registered. */
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
            /** @description Too many verification attempts; request a new code. */
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
    completeSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorRequest"];
            };
        };
        responses: {
            /** @description A new token pair (a new session) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondFactorTokens"];
                };
            };
            /** @description Invalid or expired challenge, or wrong code. */
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
    getTotpStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s TOTP state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpStatus"];
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
    startTotpEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolment"];
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
            /** @description Two-factor authentication is already on. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
        };
    };
    confirmTotpEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpConfirm"];
            };
        };
        responses: {
            /** @description TOTP is on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
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
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            /** @description Two-factor authentication is already on. / Two-factor authentication is not on. */
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
    disableTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpDisable"];
            };
        };
        responses: {
            /** @description TOTP is off */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Current password is incorrect. / Invalid or expired verification code. */
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
            /** @description Two-factor authentication is not on. */
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
    listEvents: {
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
            /** @description The events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRead"][];
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
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventWrite"];
            };
        };
        responses: {
            /** @description The created event */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRead"];
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
    updateEvent: {
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
                "application/json": components["schemas"]["EventWrite"];
            };
        };
        responses: {
            /** @description The updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRead"];
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
    archiveEvent: {
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
                date_from?: string;
                date_to?: string;
                event_id?: string;
                event_kind?: string;
                personal_deck_id?: string;
                decklist_version_id?: string;
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
    exportMatches: {
        parameters: {
            query?: {
                owner_id?: string;
                date_from?: string;
                date_to?: string;
                event_id?: string;
                event_kind?: string;
                personal_deck_id?: string;
                decklist_version_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["MatchesCsv"];
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
    importMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": components["schemas"]["MatchesCsv"];
            };
        };
        responses: {
            /** @description How many matches were imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchImportResult"];
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
    exportCardTests: {
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
            /** @description The card tests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CardTestsCsv"];
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
    getMatchupSummary: {
        parameters: {
            query?: {
                owner_id?: string;
                date_from?: string;
                date_to?: string;
                event_id?: string;
                event_kind?: string;
                personal_deck_id?: string;
                decklist_version_id?: string;
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
                date_from?: string;
                date_to?: string;
                event_id?: string;
                event_kind?: string;
                personal_deck_id?: string;
                decklist_version_id?: string;
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
    getVersionStats: {
        parameters: {
            query?: {
                owner_id?: string;
                date_from?: string;
                date_to?: string;
                event_id?: string;
                event_kind?: string;
                decklist_version_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionStats"];
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
    getDecklistDiff: {
        parameters: {
            query: {
                owner_id?: string;
                from: string;
                to: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistDiff"];
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
    listSideboardPlans: {
        parameters: {
            query?: {
                owner_id?: string;
                opponent_deck_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardPlanRead"][];
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
    createSideboardPlan: {
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
                "application/json": components["schemas"]["SideboardPlanWrite"];
            };
        };
        responses: {
            /** @description The plan, with its post-board 75 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardPlanRead"];
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
    getSideboardPlan: {
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
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardPlanRead"];
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
    updateSideboardPlan: {
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
                "application/json": components["schemas"]["SideboardPlanWrite"];
            };
        };
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardPlanRead"];
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
    deleteSideboardPlan: {
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
    simulateField: {
        parameters: {
            query: {
                owner_id?: string;
                date_from?: string;
                date_to?: string;
                event_id?: string;
                event_kind?: string;
                decklist_version_id?: string;
                personal_deck_ids: string;
                field?: string;
                since_last_change?: "0" | "1" | "true" | "false";
                rounds?: number;
                min_wins?: number;
                seed?: number;
                draws?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The simulation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldSimulation"];
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
