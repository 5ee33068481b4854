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
    "/api/v1/auth/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s personal API tokens (never their secrets) */
        get: operations["listApiTokens"];
        put?: never;
        /**
         * Make a personal API token for scripts (scopes, expiry)
         * @description The answer carries the secret, shown this once; only its hash is kept. The token acts as the caller on their own tracker, within its scopes.
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/tokens/{token_id}": {
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
         * Revoke one of the caller’s personal API tokens
         * @description Refused from the next request on. Another user’s token answers 404, as a missing one does.
         */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team’s API tokens (captains; never their secrets)
         * @description Captains and the owner only: a caller outside the team gets 404, as for a team that does not exist; a member below captain gets 403.
         */
        get: operations["listTeamApiTokens"];
        put?: never;
        /**
         * Make an API token for the team’s tracker (captains)
         * @description The answer carries the secret, shown this once; only its hash is kept. It reaches this team's tracker only, as its creator within its scopes, and stops working when the creator leaves the team or drops below captain. Captains and the owner only: a caller outside the team gets 404, as for a team that does not exist; a member below captain gets 403.
         */
        post: operations["createTeamApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tokens/{token_id}": {
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
         * Revoke one of the team’s API tokens (captains)
         * @description Refused from the next request on. Captains and the owner only: a caller outside the team gets 404, as for a team that does not exist; a member below captain gets 403.
         */
        delete: operations["revokeTeamApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/passkeys/registration/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start adding a passkey: creation options
         * @description Options for `navigator.credentials.create()`: a discoverable credential (resident key) with user verification required, for the relying party FRONTEND_BASE_URL names, excluding the caller’s passkeys. Send the answer to `/registration/verify` within 5 minutes.
         */
        post: operations["startPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/passkeys/registration/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish adding a passkey
         * @description The browser’s answer to the options. Refused (400, nothing stored) when the challenge is not the caller’s or is expired or used, the origin or RP id is not this site’s, the user was not verified, or the attestation does not verify; 409 when the credential is registered already.
         */
        post: operations["finishPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s passkeys */
        get: operations["listPasskeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/passkeys/{id}": {
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
         * Delete one of the caller’s passkeys
         * @description It cannot sign in from the next request on. Another user’s passkey answers 404, as a missing one does.
         */
        delete: operations["deletePasskey"];
        options?: never;
        head?: never;
        /**
         * Rename one of the caller’s passkeys
         * @description Another user’s passkey answers 404, as a missing one does.
         */
        patch: operations["renamePasskey"];
        trace?: never;
    };
    "/api/v1/auth/passkeys/login/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a passkey login: request options
         * @description Options for `navigator.credentials.get()` naming no account: the browser offers the passkeys it holds for this site. User verification is required.
         */
        post: operations["startPasskeyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/passkeys/login/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a passkey login: a token pair
         * @description The browser’s answer to the login options. Answers the token pair of a new session, as a password login does, and never a TOTP challenge: a user-verified passkey is two factors by itself. 401 for an unknown passkey, an expired or used challenge, a response that does not verify (wrong origin, no user verification, bad signature) or an inactive account; 403 when the signature counter did not grow (a cloned authenticator), which is recorded in the audit trail.
         */
        post: operations["finishPasskeyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oidc/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The OpenID providers people can sign in with */
        get: operations["listOpenIdProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oidc/{provider}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign in with an OpenID provider: go there
         * @description A browser navigation. Redirects to the provider with an authorization request (code flow, PKCE S256, state and nonce), and keeps the request's secrets in a signed, httpOnly cookie for ten minutes. Every other failure redirects to the web app’s `/oidc` page with `#error=<code>` (`OIDC_PROVIDER_UNAVAILABLE`, `OIDC_CALLBACK_INVALID`, `OIDC_PROVIDER_DENIED`, `OIDC_EMAIL_UNVERIFIED`, `OIDC_IDENTITY_TAKEN`, `INVALID_CREDENTIALS`).
         */
        get: operations["startOpenIdSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oidc/{provider}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the provider sends the browser back
         * @description Checks the state against the browser's cookie, exchanges the code and validates the ID token (nonce included), then redirects to the web app's `/oidc` page with, in the fragment (never sent to a server): `#ticket=…` (exchange it at `POST /auth/oidc/token` within two minutes), `#link=…&provider=…` (the email has an account: its owner signs in, then confirms at `POST /auth/oidc/link`), or `#linked=<provider>` after a link started from settings. A first sign-in creates a verified account only when the provider asserts `email_verified`. Every other failure redirects to the web app’s `/oidc` page with `#error=<code>` (`OIDC_PROVIDER_UNAVAILABLE`, `OIDC_CALLBACK_INVALID`, `OIDC_PROVIDER_DENIED`, `OIDC_EMAIL_UNVERIFIED`, `OIDC_IDENTITY_TAKEN`, `INVALID_CREDENTIALS`).
         */
        get: operations["finishOpenIdSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oidc/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a sign-in ticket for tokens
         * @description The ticket from the callback’s redirect, once. Answers like `/auth/token`: a token pair, or a second-factor challenge when the account has TOTP on.
         */
        post: operations["redeemOpenIdSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oidc/{provider}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link a provider to the caller’s account: where to go
         * @description Answers the provider’s authorization URL and sets the same signed cookie as `/start`, naming the caller. After the provider, the callback links its account to the caller’s (409-class `OIDC_IDENTITY_TAKEN` in the redirect when it is linked to another account).
         */
        post: operations["startOpenIdLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oidc/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link a provider whose email matched the caller’s account
         * @description The `link` ticket from a first sign-in whose email already had an account, redeemed by that account signed in (by password or passkey): proof that its owner wants the link. Single use, fifteen minutes.
         */
        post: operations["confirmOpenIdLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oidc/identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s linked providers */
        get: operations["listLinkedIdentities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oidc/identities/{identity_id}": {
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
         * Unlink a provider
         * @description Refused (409 `LAST_SIGN_IN_METHOD`) when it is the last way the account signs in: no password and no other link.
         */
        delete: operations["unlinkIdentity"];
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
    "/api/v1/tracker/meta-decks/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync the roster’s presence and top 8 from the public metagame
         * @description Every active roster deck naming a public archetype of `format` takes the archetype’s presence and top 8 in the window, except a figure typed by hand (`manual`); `create_top` adds decks for the most played archetypes. Each sync keeps a dated snapshot.
         */
        post: operations["syncMetaDecks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/meta-decks/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The roster’s sync snapshots, newest first */
        get: operations["listMetaDeckSnapshots"];
        put?: never;
        post?: never;
        delete?: never;
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
         * @description Paginated with limit (default 100, max 500) and offset; X-Total-Count gives the total, Link the next and previous pages.
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
         * @description Paginated with limit (default 100, max 500) and offset; X-Total-Count gives the total, Link the next and previous pages. Tests without a personal deck are never returned.
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
         * @description Rows of the newest version in order, blank lines and section headers included (neutral). A row takes the status of the longest tested card name it contains (whole words, any case), judged by its ratings (1–5): `validated` when more than half are 4 or 5, `rejected` when more than half are 1 or 2, `in_test` otherwise (ties included), `neutral` when the name has none. Empty when the deck has no version.
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
         * @description Paginated by `limit` (1–200, default 50) and `offset`; the order is stable. X-Total-Count gives the total, Link the other pages. Send If-None-Match for a 304.
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
         * @description Paginated by `limit` (1–200, default 50) and `offset`; the order is stable. X-Total-Count gives the total, Link the other pages. Send If-None-Match for a 304.
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
         * @description Names whose full or face name starts with `q` first, then names with a word (or run of words) starting with it, each group alphabetical. Case, punctuation and diacritics do not matter (`lim dul` finds Lim-Dûl’s Vault); tokens are left out. Fewer than 2 letters answer an empty list. Send If-None-Match for a 304. Requests are counted per client address (429 with Retry-After over the limit; RateLimit headers say what is left).
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
         *     Send If-None-Match for a 304. Requests are counted per client address (429 with Retry-After over the limit; RateLimit headers say what is left).
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
         * @description Paginated by `limit` (1–200, default 50) and `offset`; the order is stable. X-Total-Count gives the total, Link the other pages. Send If-None-Match for a 304. Ordered by set code, then collector number.
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
    "/api/v1/teams/{team_id}/tracker/personal-decks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Personal decks, oldest first (archived ones only with include_archived) (team)
         * @description Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamListPersonalDecks"];
        put?: never;
        /**
         * Add a personal deck (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        post: operations["teamCreatePersonalDeck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/personal-decks/{id}": {
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
         * Archive a personal deck (never a real delete; clears it as active deck) (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        delete: operations["teamArchivePersonalDeck"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/personal-decks/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Decklist versions of a deck, newest first (team)
         * @description Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamListDecklistVersions"];
        put?: never;
        /**
         * Store a new decklist version (numbered highest + 1 by the server) (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        post: operations["teamAddDecklistVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/personal-decks/{id}/versions/{version_id}": {
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
         * Delete a decklist version (a real delete) (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        delete: operations["teamDeleteDecklistVersion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/meta-decks/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync the roster’s presence and top 8 from the public metagame (team)
         * @description Every active roster deck naming a public archetype of `format` takes the archetype’s presence and top 8 in the window, except a figure typed by hand (`manual`); `create_top` adds decks for the most played archetypes. Each sync keeps a dated snapshot.
         *
         *     Needs the team role `captain` or higher; outsiders get 404.
         */
        post: operations["teamSyncMetaDecks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/meta-decks/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The roster’s sync snapshots, newest first (team)
         * @description Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamListMetaDeckSnapshots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/meta-decks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The roster of expected opponent decks, oldest first (archived ones only with include_archived) (team)
         * @description Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamListMetaDecks"];
        put?: never;
        /**
         * Add a roster deck (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        post: operations["teamCreateMetaDeck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/meta-decks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a roster deck’s fields (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        put: operations["teamUpdateMetaDeck"];
        post?: never;
        /**
         * Archive a roster deck (never a real delete) (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        delete: operations["teamArchiveMetaDeck"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events (testing sessions, leagues, tournaments), newest date first (archived ones only with include_archived) (team)
         * @description Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamListEvents"];
        put?: never;
        /**
         * Add an event (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        post: operations["teamCreateEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace an event’s fields (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        put: operations["teamUpdateEvent"];
        post?: never;
        /**
         * Archive an event (never a real delete; its matches keep it) (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        delete: operations["teamArchiveEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match log, newest date first, filtered when asked (team)
         * @description Paginated with limit (default 100, max 500) and offset; X-Total-Count gives the total, Link the next and previous pages.
         *
         *     Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamListMatches"];
        put?: never;
        /**
         * Log a best-of-three match (team)
         * @description Needs the team role `member` or higher; outsiders get 404.
         */
        post: operations["teamRecordMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a match’s fields (team)
         * @description Needs the team role `member` or higher; outsiders get 404.
         */
        put: operations["teamUpdateMatch"];
        post?: never;
        /**
         * Delete a match (team)
         * @description Needs the team role `member` or higher; outsiders get 404.
         */
        delete: operations["teamDeleteMatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/matches/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match log as CSV, newest date first, filtered when asked (team)
         * @description RFC 4180 CSV with a header row, UTF-8, streamed. A cell that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe, which an import takes off again. Decks and events are named (by id where two share a name); the version is its number within the personal deck. The columns are those the import reads.
         *
         *     Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamExportMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/matches/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import matches from CSV (all or nothing) (team)
         * @description A text/csv body in the columns of the export (header row required; columns in any order; personal_deck, opponent_deck and event by id or name, decklist_version by number, empty = none). Every row is checked before anything is written: a 422 lists each bad row (line 1 is the header) and column, and nothing is stored. Limits: CSV_IMPORT_MAX_BYTES (413 over it) and CSV_IMPORT_MAX_ROWS (422 over it).
         *
         *     Needs the team role `member` or higher; outsiders get 404.
         */
        post: operations["teamImportMatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/card-tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Card tests, newest first, of one personal deck when asked (team)
         * @description Paginated with limit (default 100, max 500) and offset; X-Total-Count gives the total, Link the next and previous pages. Tests without a personal deck are never returned.
         *
         *     Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamListCardTests"];
        put?: never;
        /**
         * Record a card test (team)
         * @description Needs the team role `member` or higher; outsiders get 404.
         */
        post: operations["teamRecordCardTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/card-tests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a card test’s fields (team)
         * @description Needs the team role `member` or higher; outsiders get 404.
         */
        put: operations["teamUpdateCardTest"];
        post?: never;
        /**
         * Delete a card test (team)
         * @description Needs the team role `member` or higher; outsiders get 404.
         */
        delete: operations["teamDeleteCardTest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/card-tests/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Card tests as CSV, newest first, of one personal deck when asked (team)
         * @description RFC 4180 CSV with a header row, UTF-8, streamed. A cell that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe, which an import takes off again. Tests without a personal deck are never exported.
         *
         *     Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamExportCardTests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/matchup-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per-game results against each roster deck faced (team)
         * @description One row per roster deck faced (archived ones included), most matches first, then by name. Win rates are per game: draws are left out of the denominator and null when no game was decided. Each rate comes with its 95% Wilson interval, split on the play / on the draw and pre-board (game 1) / post-board (games 2 and 3). Beside them: match results with their rate and interval, games by the side the player was on in each game, and games by mulligans. Every match filter applies.
         *
         *     Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamGetMatchupSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/archetype-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Average win rate per archetype (team)
         * @description One row per category (aggro, midrange, control, combo) over non-archived roster decks: the mean of the per-deck win rates of decks with decided games, plus the pooled counts and rate, match results, games by side and by mulligans. Every match filter applies.
         *
         *     Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamGetArchetypeSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/personal-decks/{id}/decklist-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest decklist, each row coloured by card tests (team)
         * @description Rows of the newest version in order, blank lines and section headers included (neutral). A row takes the status of the longest tested card name it contains (whole words, any case), judged by its ratings (1–5): `validated` when more than half are 4 or 5, `rejected` when more than half are 1 or 2, `in_test` otherwise (ties included), `neutral` when the name has none. Empty when the deck has no version.
         *
         *     Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamGetDecklistView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/personal-decks/{id}/versions/import-external": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a public deck from Moxfield or Archidekt as a new version (team)
         * @description Fetches the deck (at most one request per second per deck builder for the whole deployment; concurrent imports queue), writes it as plain text (commanders first, then the main deck, then a Sideboard section) and stores it as the next version with source `moxfield` or `archidekt`.
         *
         *     Needs the team role `captain` or higher; outsiders get 404.
         */
        post: operations["teamImportExternalDecklist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/personal-decks/{id}/version-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Results per decklist version of a deck, since the last change, and lifetime (team)
         * @description One row per version (newest first; the newest is "since the last change"), one for matches pinned to no version, and the total: game and match win rates with their 95% Wilson intervals, pre-board / post-board, by side and by mulligans. Every match filter applies.
         *
         *     Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamGetVersionStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/personal-decks/{id}/versions/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed between two versions of a deck (team)
         * @description Per card and section (commander, main, sideboard): the count in each version and the change; identical lines are left out. Lists are read as plain-text decklists (quantities like 4x, set and collector-number suffixes, SB: prefixes, section headers, a blank line before the sideboard).
         *
         *     Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamGetDecklistDiff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/personal-decks/{id}/sideboard-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plans of a deck, every version’s, and whether each fits the newest version (team)
         * @description Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamListSideboardPlans"];
        put?: never;
        /**
         * Add a sideboard plan for a decklist version and a roster deck (team)
         * @description A plan must fit its version’s 75: each card out in the main deck in that number, each card in in the sideboard in that number, as many cards in as out. A 422 names every card that breaks a rule, in `detail` and as a list in `issues`.
         *
         *     Needs the team role `captain` or higher; outsiders get 404.
         */
        post: operations["teamCreateSideboardPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/sideboard-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sideboard plan with its post-board 75 (team)
         * @description Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamGetSideboardPlan"];
        /**
         * Replace a sideboard plan (its deck stays) (team)
         * @description A plan must fit its version’s 75: each card out in the main deck in that number, each card in in the sideboard in that number, as many cards in as out. A 422 names every card that breaks a rule, in `detail` and as a list in `issues`.
         *
         *     Needs the team role `captain` or higher; outsiders get 404.
         */
        put: operations["teamUpdateSideboardPlan"];
        post?: never;
        /**
         * Delete a sideboard plan (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        delete: operations["teamDeleteSideboardPlan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/tracker/field-simulation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Expected results of candidate decks against a field, from the match log (team)
         * @description Per candidate deck: expected game and best-of-three match win rates against the field, 95% intervals, the matchups with no data, and for Swiss rounds the expected record and the chance of at least min_wins wins. Every game win rate has a Beta(1, 1) prior updated by the games counted (draws left out); rates on the play and on the draw are kept apart when both sides have data. Games 1 and 2–3 alternate sides (coin flip for game 1, the loser of a game plays the next). Point figures are exact posterior expectations; intervals are the 2.5–97.5 percentiles of a Monte Carlo seeded by `seed`. Every match filter applies. Decks ranked by expected match win rate.
         *
         *     Needs the team role `viewer` or higher; outsiders get 404.
         */
        get: operations["teamSimulateField"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace’s webhooks, oldest first */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook (verified accounts); its signing secret is shown once
         * @description The URL must be https (http only where the server allows it) and its host must resolve only to public addresses: a private, loopback, link-local, unique-local, multicast or unspecified one is refused (422), as is a URL that is not one.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook (why it is disabled, when it is) */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete a webhook and its delivery log */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook’s URL, events or description; disable or enable it
         * @description The URL must be https (http only where the server allows it) and its host must resolve only to public addresses: a private, loopback, link-local, unique-local, multicast or unspecified one is refused (422), as is a URL that is not one.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{webhook_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a webhook’s signing secret; the new one is shown once and signs every later attempt */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook’s delivery log, newest first
         * @description Paginated with limit (default 50, max 200) and offset; X-Total-Count gives the total, Link the next and previous pages.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhook_id}/deliveries/{event_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again (same webhook-id), at the next poll
         * @description A failed delivery starts a new day of retries; a disabled webhook’s deliveries wait until it is enabled.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace’s webhooks, oldest first (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        get: operations["teamListWebhooks"];
        put?: never;
        /**
         * Register a webhook (verified accounts); its signing secret is shown once (team)
         * @description The URL must be https (http only where the server allows it) and its host must resolve only to public addresses: a private, loopback, link-local, unique-local, multicast or unspecified one is refused (422), as is a URL that is not one.
         *
         *     Needs the team role `captain` or higher; outsiders get 404.
         */
        post: operations["teamCreateWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook (why it is disabled, when it is) (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        get: operations["teamGetWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook and its delivery log (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        delete: operations["teamDeleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook’s URL, events or description; disable or enable it (team)
         * @description The URL must be https (http only where the server allows it) and its host must resolve only to public addresses: a private, loopback, link-local, unique-local, multicast or unspecified one is refused (422), as is a URL that is not one.
         *
         *     Needs the team role `captain` or higher; outsiders get 404.
         */
        patch: operations["teamUpdateWebhook"];
        trace?: never;
    };
    "/api/v1/teams/{team_id}/webhooks/{webhook_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a webhook’s signing secret; the new one is shown once and signs every later attempt (team)
         * @description Needs the team role `captain` or higher; outsiders get 404.
         */
        post: operations["teamRotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook’s delivery log, newest first (team)
         * @description Paginated with limit (default 50, max 200) and offset; X-Total-Count gives the total, Link the next and previous pages.
         *
         *     Needs the team role `captain` or higher; outsiders get 404.
         */
        get: operations["teamListWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/webhooks/{webhook_id}/deliveries/{event_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again (same webhook-id), at the next poll (team)
         * @description A failed delivery starts a new day of retries; a disabled webhook’s deliveries wait until it is enabled.
         *
         *     Needs the team role `captain` or higher; outsiders get 404.
         */
        post: operations["teamRedeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teams the caller belongs to, with the caller’s role in each, oldest first */
        get: operations["listTeams"];
        put?: never;
        /** Found a team (verified accounts); the caller becomes its owner */
        post: operations["createTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: join its team with its role
         * @description The caller’s account must be verified (403) and have the invited address. A wrong, used, revoked or expired token, or another address’s, is one 400; a member already is 409.
         */
        post: operations["joinTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team and its members (any member)
         * @description A caller outside the team gets 404, as for a team that does not exist.
         */
        get: operations["getTeam"];
        put?: never;
        post?: never;
        /**
         * Delete a team with all its tracker data (the owner)
         * @description A caller outside the team gets 404, as for a team that does not exist; a member whose role is too low gets 403.
         */
        delete: operations["deleteTeam"];
        options?: never;
        head?: never;
        /**
         * Rename a team (captains and the owner)
         * @description A caller outside the team gets 404, as for a team that does not exist; a member whose role is too low gets 403.
         */
        patch: operations["renameTeam"];
        trace?: never;
    };
    "/api/v1/teams/{team_id}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand the team to another member (the owner); the old owner becomes a captain
         * @description A caller outside the team gets 404, as for a team that does not exist; a member whose role is too low gets 403.
         */
        post: operations["transferTeamOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a team (anyone but the owner, who transfers ownership first)
         * @description A caller outside the team gets 404, as for a team that does not exist.
         */
        post: operations["leaveTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/members/{user_id}": {
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
         * Remove a member (captains remove members and viewers; the owner also captains)
         * @description A caller outside the team gets 404, as for a team that does not exist; a member whose role is too low gets 403.
         */
        delete: operations["removeTeamMember"];
        options?: never;
        head?: never;
        /**
         * Change a member’s role (only the owner makes or unmakes captains)
         * @description A caller outside the team gets 404, as for a team that does not exist; a member whose role is too low gets 403. Captains switch members and viewers; the owner cannot step down (409: transfer ownership).
         */
        patch: operations["changeTeamMemberRole"];
        trace?: never;
    };
    "/api/v1/teams/{team_id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team’s pending invitations, oldest first (captains and the owner)
         * @description A caller outside the team gets 404, as for a team that does not exist; a member whose role is too low gets 403.
         */
        get: operations["listTeamInvitations"];
        put?: never;
        /**
         * Invite an address with a role (captains and the owner); the link is emailed
         * @description A caller outside the team gets 404, as for a team that does not exist; a member whose role is too low gets 403. The email carries `{FRONTEND_BASE_URL}/teams/join?token=…`, valid 7 days and once. At most 50 members and 20 pending invitations per team (422).
         */
        post: operations["inviteTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/invitations/{invitation_id}": {
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
         * Revoke a pending invitation (captains and the owner)
         * @description A caller outside the team gets 404, as for a team that does not exist; a member whose role is too low gets 403.
         */
        delete: operations["revokeTeamInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{team_id}/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team’s audit trail, newest first (captains and the owner)
         * @description A caller outside the team gets 404, as for a team that does not exist; a member whose role is too low gets 403. Filter by event type and time range (`from` inclusive, `to` exclusive).
         */
        get: operations["listTeamAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meta/tournaments/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import one tournament file (admins and ML developers); the same event again replaces it
         * @description The file is validated whole first: a malformed one is refused with 422, each problem named by its JSON path (`Decks[3].Mainboard[2].Count`), and nothing is written. Card names are kept as published; those matching no card of the reference are reported. Standings that disagree with the rounds mark the event inconsistent.
         */
        post: operations["importTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meta/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Imported tournaments, newest first, by format and date window */
        get: operations["listTournaments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meta/tournaments/{tournament_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tournament with its standings, rounds and each deck’s archetype */
        get: operations["getTournament"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meta/definitions/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a format’s archetype definitions and relabel its decks in the background (admin or ml_developer)
         * @description The files are validated first: a 422 lists every problem, each naming its file and JSON path (an unknown condition type names the condition), and nothing is stored. The definitions then become the format’s current ones and a reclassification of every deck of the format starts; `GET /api/v1/meta/definitions/status` follows it. Hand overrides are kept.
         */
        post: operations["importArchetypeDefinitions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meta/definitions/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest reclassification of a format, running or finished */
        get: operations["getReclassificationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meta/decks/{deck_id}/archetype": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a tournament deck’s archetype by hand, or clear it with null (admin or ml_developer)
         * @description The override counts wherever the deck’s archetype is read and survives reclassification.
         */
        put: operations["overrideDeckArchetype"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meta/formats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every format with imported tournaments, the newest first
         * @description Each format with its number of tournaments and of their published decklists, and the dates of its newest and oldest tournament, ordered by newest tournament, then by name: what a client offers to pick the format of the share, trend and matchup reads from.
         */
        get: operations["listMetaFormats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meta/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Share of the field per archetype, top-8 conversion and match record
         * @description Read from the imported tournaments of the format dated within the window. A deck’s archetype is its hand override, else its classification; decks not classified yet show as a null archetype. Share is the archetype’s weight over the field’s (see `weighting`); top-8 counts decks placed 1st to 8th; conversion is the top-8 share over the share in events that publish placements. The record counts matches from round results: mirrors, byes and matches against unclassified decks left out, drawn matches apart from the win rate, with a 95% Wilson interval.
         */
        get: operations["getMetaShare"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meta/trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Share per archetype per ISO week
         * @description Read from the imported tournaments of the format dated within the window. A deck’s archetype is its hand override, else its classification; decks not classified yet show as a null archetype. Every week from the first to the last with a deck is listed, empty weeks between included.
         */
        get: operations["getMetaTrend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meta/matchups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public matchup matrix
         * @description Read from the imported tournaments of the format dated within the window. A deck’s archetype is its hand override, else its classification; decks not classified yet show as a null archetype. From round results: W-L-D per pairing (more games won wins a match, level is a draw), win rate over decided matches and its 95% Wilson interval. Symmetric (B against A is 1 − A against B) and mirror-free; byes and unclassified decks left out.
         */
        get: operations["getMatchupMatrix"];
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
        /**
         * @description What went wrong, stable across releases: match on this, not on `detail`. A response declares the codes it can carry.
         * @enum {string}
         */
        ErrorCode: "NOT_FOUND" | "FORBIDDEN" | "VALIDATION_FAILED" | "INVALID_CREDENTIALS" | "UNAUTHENTICATED" | "INSUFFICIENT_PERMISSIONS" | "EMAIL_TAKEN" | "WEAK_PASSWORD" | "WRONG_PASSWORD" | "USER_NOT_FOUND" | "ALREADY_VERIFIED" | "INVALID_CODE" | "TOO_MANY_ATTEMPTS" | "EMAIL_NOT_SENT" | "TOTP_ALREADY_ENABLED" | "TOTP_NOT_ENABLED" | "INVALID_SECOND_FACTOR" | "INVALID_PASSKEY" | "PASSKEY_TAKEN" | "PASSKEY_LOGIN_FAILED" | "PASSKEY_CLONED" | "INVALID_DECK_URL" | "EXTERNAL_DECK_NOT_FOUND" | "EXTERNAL_DECK_PRIVATE" | "EXTERNAL_DECK_EMPTY" | "DECK_SOURCE_FAILED" | "DECK_SOURCE_REFUSED" | "SET_NOT_FOUND" | "CARD_NOT_FOUND" | "CARD_NAME_AMBIGUOUS" | "INVALID_SEARCH" | "IMPORT_RUNNING" | "ALREADY_MEMBER" | "INVALID_INVITATION" | "OWNER_REQUIRED" | "OIDC_PROVIDER_UNAVAILABLE" | "OIDC_CALLBACK_INVALID" | "OIDC_PROVIDER_DENIED" | "OIDC_EMAIL_UNVERIFIED" | "OIDC_IDENTITY_TAKEN" | "OIDC_TICKET_INVALID" | "LAST_SIGN_IN_METHOD" | "REQUEST_VALIDATION_FAILED" | "BAD_REQUEST" | "REQUEST_TIMEOUT" | "METHOD_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "HEADERS_TOO_LARGE" | "RATE_LIMITED" | "INTERNAL_ERROR" | "DATABASE_UNAVAILABLE" | "WRITES_UNAVAILABLE" | "SERVICE_UNAVAILABLE";
        /** @description The body of every error answer but 422: `detail` says what went wrong, in words; `code` says it for programs. */
        HTTPError: {
            detail: string;
            code: components["schemas"]["ErrorCode"];
        };
        /** @description The body of a 422: one entry per invalid input, `loc` saying where it is (`["body", "email"]`). */
        ValidationError: {
            detail: {
                loc: (string | number)[];
                msg: string;
                type: string;
            }[];
            code: components["schemas"]["ErrorCode"];
        };
        /**
         * @description What happened.
         * @enum {string}
         */
        AuditEventType: "login.succeeded" | "login.failed" | "refresh.reuse_detected" | "logout" | "session.ended" | "sessions.others_ended" | "password.changed" | "role.changed" | "account.activated" | "account.deactivated" | "account.deleted" | "account.registered" | "password_reset.requested" | "password_reset.completed" | "password_reset.failed" | "email_change.requested" | "email_change.completed" | "email_change.failed" | "totp.enrolment_started" | "totp.enabled" | "totp.disabled" | "totp.recovery_code_used" | "login.challenged" | "login.second_factor_failed" | "passkey.registered" | "passkey.renamed" | "passkey.deleted" | "passkey.clone_detected" | "team.created" | "team.renamed" | "team.deleted" | "team.invitation_sent" | "team.invitation_revoked" | "team.invitation_accepted" | "team.member_removed" | "team.member_left" | "team.role_changed" | "team.ownership_transferred" | "api_token.created" | "api_token.revoked" | "oidc.linked" | "oidc.unlinked" | "webhook.created" | "webhook.updated" | "webhook.deleted" | "webhook.secret_rotated";
        /** @description One security event of the audit log: what happened, to which account, by whom and from where. */
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
            /** @description The account’s email then, the name a failed login tried, or the address a team invitation went to. */
            email: string | null;
            /** @description The team of a team event (kept after the team is deleted). */
            team_id: string | null;
            ip_address: string | null;
            user_agent: string | null;
            /** @description Small facts: a failure’s reason class, the old and new role. Never a secret. */
            details: {
                [key: string]: string | number | boolean | null;
            };
        };
        /** @description One page of audit events, newest first, with the total over all pages. */
        AuditEventList: {
            items: components["schemas"]["AuditEventRead"][];
            total: number;
            limit: number;
            offset: number;
        };
        /** @description One signed-in device: when it logged in, last refreshed and expires, and from where. */
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
        /** @description The caller’s sessions, one per signed-in device. */
        SessionList: components["schemas"]["SessionRead"][];
        /** @description How many sessions were ended. */
        SessionsEnded: {
            ended: number;
        };
        /**
         * @description Stored roles, lowest to highest level.
         * @enum {string}
         */
        UserRole: "user" | "role_c" | "ml_developer" | "admin";
        /**
         * @description An account created by an admin, with its role and flags.
         * @example {
         *       "email": "judge@example.com",
         *       "password": "Correct-horse-7-battery",
         *       "role": "role_c",
         *       "is_verified": true,
         *       "display_name": "Judge"
         *     }
         */
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
        /** @description An account as clients see it (never its password hash). */
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
        /** @description One page of accounts, with the total over all pages. */
        UserList: {
            items: components["schemas"]["UserRead"][];
            total: number;
            limit: number;
            offset: number;
        };
        /**
         * @description An admin’s change to an account: its role, whether it is active, or both.
         * @example {
         *       "role": "ml_developer",
         *       "is_active": true
         *     }
         */
        UserUpdate: {
            role?: components["schemas"]["UserRole"];
            is_active?: boolean;
        };
        /** @description An access token for the Authorization header and a single-use refresh token. */
        TokenPair: {
            access_token: string;
            refresh_token: string;
            /** @constant */
            token_type: "bearer";
        };
        /**
         * @description The OAuth2 password login form: the email as `username`, and the password.
         * @example {
         *       "username": "ana@example.com",
         *       "password": "Correct-horse-7-battery"
         *     }
         */
        TokenRequest: {
            /** @description The account email. */
            username: string;
            password: string;
            grant_type?: string;
            scope?: string;
            client_id?: string;
            client_secret?: string;
        };
        /**
         * @description A refresh token, spent to get a new token pair for the same session.
         * @example {
         *       "refresh_token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJyZWZyZXNoIn0.c2lnbmF0dXJl"
         *     }
         */
        RefreshRequest: {
            refresh_token: string;
        };
        /**
         * @description The current password and the new one (the password rule applies).
         * @example {
         *       "current_password": "Correct-horse-7-battery",
         *       "new_password": "Staple-battery-8-horse"
         *     }
         */
        PasswordChange: {
            current_password: string;
            new_password: string;
        };
        /** @description What a login answers instead of tokens when a second factor (TOTP, or its enrolment) is due. */
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
        /** @description A token pair, or a second-factor challenge when the account uses TOTP. */
        LoginResponse: components["schemas"]["TokenPair"] | components["schemas"]["SecondFactorChallenge"];
        /**
         * @description The second step of a login: the challenge token and a TOTP or recovery code.
         * @example {
         *       "challenge_token": "mfa_8JqT2vXcL0pRzK4nW9sY",
         *       "code": "492817"
         *     }
         */
        SecondFactorRequest: {
            challenge_token: string;
            code: string;
        };
        /** @description The token pair of a login completed with its second factor. */
        SecondFactorTokens: {
            access_token: string;
            refresh_token: string;
            /** @constant */
            token_type: "bearer";
            /** @description Only when this login turned TOTP on (an enrolment challenge): ten single-use codes, shown once. */
            recovery_codes?: string[];
        };
        /** @description A new TOTP secret to add to an authenticator app, confirmed by its first code. */
        TotpEnrolment: {
            secret: string;
            otpauth_uri: string;
        };
        /** @description Whether TOTP is on for the caller, and how many recovery codes are left. */
        TotpStatus: {
            /** @description A code confirmed the factor, so logins take the second step; a pending enrolment is not on. */
            enabled: boolean;
            /** @description Unused recovery codes (0 while off). */
            recovery_codes_left: number;
        };
        /**
         * @description The first code of the authenticator app, confirming a TOTP enrolment.
         * @example {
         *       "code": "492817"
         *     }
         */
        TotpConfirm: {
            code: string;
        };
        /** @description Ten single-use recovery codes, shown once: each replaces a TOTP code in one login. */
        RecoveryCodes: {
            recovery_codes: string[];
        };
        /**
         * @description Turning TOTP off: the account password and a current TOTP or recovery code.
         * @example {
         *       "password": "Correct-horse-7-battery",
         *       "code": "492817"
         *     }
         */
        TotpDisable: {
            password: string;
            code: string;
        };
        /**
         * @description A self-service signup: email, password (the password rule applies) and an optional display name.
         * @example {
         *       "email": "ana@example.com",
         *       "password": "Correct-horse-7-battery",
         *       "display_name": "Ana"
         *     }
         */
        UserSignup: {
            /** Format: email */
            email: string;
            password: string;
            display_name?: string | null;
        };
        /** @description The new account, and tokens unless its email must be verified first. */
        SignupResponse: {
            /** @description True when a code was emailed and must be verified before logging in. */
            verification_required: boolean;
            /** @description A token pair when verification is off; null while verification is pending. */
            tokens: components["schemas"]["TokenPair"] | null;
            user: components["schemas"]["UserRead"];
        };
        /**
         * @description The 6-digit code emailed at signup, for the address it was sent to.
         * @example {
         *       "email": "ana@example.com",
         *       "code": "048213"
         *     }
         */
        VerifyEmailRequest: {
            /** Format: email */
            email: string;
            code: string;
        };
        /**
         * @description The address to send a new verification code to.
         * @example {
         *       "email": "ana@example.com"
         *     }
         */
        ResendVerificationRequest: {
            /** Format: email */
            email: string;
        };
        /** @description The same acknowledgement whether or not a code was sent, so it reveals no account. */
        ResendVerificationResponse: {
            /** @constant */
            message: "If the account exists and is awaiting verification, a new code has been sent.";
        };
        /**
         * @description The address to email a password reset code to.
         * @example {
         *       "email": "ana@example.com"
         *     }
         */
        PasswordResetRequest: {
            /** Format: email */
            email: string;
        };
        /** @description The same acknowledgement whether or not a code was sent, so it reveals no account. */
        PasswordResetAcknowledgement: {
            /** @constant */
            message: "If an active account uses this address, a password reset code has been sent to it.";
        };
        /**
         * @description The emailed reset code and the new password (the password rule applies).
         * @example {
         *       "email": "ana@example.com",
         *       "code": "048213",
         *       "new_password": "Staple-battery-8-horse"
         *     }
         */
        PasswordResetConfirm: {
            /** Format: email */
            email: string;
            code: string;
            new_password: string;
        };
        /**
         * @description The current password and the new email address, which gets a confirmation code.
         * @example {
         *       "current_password": "Correct-horse-7-battery",
         *       "new_email": "ana.new@example.com"
         *     }
         */
        EmailChangeRequest: {
            current_password: string;
            /** Format: email */
            new_email: string;
        };
        /** @description Says that a confirmation code went to the new address. */
        EmailChangeAcknowledgement: {
            /** @constant */
            message: "A confirmation code has been sent to the new address.";
        };
        /**
         * @description The code sent to the new address, which confirms the change.
         * @example {
         *       "code": "048213"
         *     }
         */
        EmailChangeConfirm: {
            code: string;
        };
        /**
         * @description A role in one team, lowest first: viewer < member < captain < owner (one owner per team).
         * @enum {string}
         */
        TeamRole: "viewer" | "member" | "captain" | "owner";
        /**
         * @description A role an invitation or a role change may give: every team role but owner, which passes by transfer.
         * @enum {string}
         */
        InvitableTeamRole: "viewer" | "member" | "captain";
        /**
         * @description A team’s name: 1 to 100 characters, trimmed.
         * @example {
         *       "name": "Friday Night Testers"
         *     }
         */
        TeamWrite: {
            name: string;
        };
        /** @description A team the caller belongs to, with the caller’s role in it. */
        TeamRead: {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: date-time */
            created_at: string;
            /** @description The caller’s role in the team. */
            role: components["schemas"]["TeamRole"];
        };
        /** @description One member of a team: who, their team role and since when. */
        TeamMemberRead: {
            /** Format: uuid */
            user_id: string;
            /** @description The account’s display name; null when it has none. */
            display_name: string | null;
            email: string;
            role: components["schemas"]["TeamRole"];
            /** Format: date-time */
            joined_at: string;
        };
        /** @description A team with its members, as any member sees it. */
        TeamDetail: {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: date-time */
            created_at: string;
            /** @description The caller’s role in the team. */
            role: components["schemas"]["TeamRole"];
            /** @description Longest-standing first. */
            members: components["schemas"]["TeamMemberRead"][];
        };
        /**
         * @description Whom the owner hands the team to; the old owner stays on as a captain.
         * @example {
         *       "user_id": "7f1d2c9e-3b4a-4c5d-8e6f-0a1b2c3d4e5f"
         *     }
         */
        OwnershipTransfer: {
            /**
             * Format: uuid
             * @description The member who becomes owner.
             */
            user_id: string;
        };
        /**
         * @description A member’s new role.
         * @example {
         *       "role": "captain"
         *     }
         */
        TeamMemberRoleWrite: {
            role: components["schemas"]["InvitableTeamRole"];
        };
        /**
         * @description Whom to invite, and with which role (default member).
         * @example {
         *       "email": "teammate@example.com",
         *       "role": "member"
         *     }
         */
        TeamInvitationWrite: {
            /** Format: email */
            email: string;
            /** @default member */
            role?: components["schemas"]["InvitableTeamRole"];
        };
        /** @description A pending invitation. Its token is in the email only and is never shown again. */
        TeamInvitationRead: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            team_id: string;
            email: string;
            role: components["schemas"]["InvitableTeamRole"];
            /** @description The captain or owner who sent it; null once that account is deleted. */
            invited_by: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string;
        };
        /**
         * @description The token from an invitation link (`/teams/join?token=…`).
         * @example {
         *       "token": "q3kT0tZ6yq2mB0nYpW8rV4sX1cL9aE7uH5jG3fD2kS0"
         *     }
         */
        TeamJoin: {
            /** @description The token of the emailed link. */
            token: string;
        };
        /**
         * @description `tracker:read` (tracker reads), `tracker:write` (tracker writes), `meta:read` (the public metagame and card reference).
         * @enum {string}
         */
        ApiTokenScope: "tracker:read" | "tracker:write" | "meta:read";
        /**
         * @description A new API token: its name, what it may do, and how long it lives.
         * @example {
         *       "name": "notebook",
         *       "scopes": [
         *         "tracker:read"
         *       ],
         *       "expires_in_days": 30
         *     }
         */
        ApiTokenWrite: {
            name: string;
            scopes: components["schemas"]["ApiTokenScope"][];
            /**
             * @description Days until the token stops working: 1 to 365, 90 by default.
             * @default 90
             */
            expires_in_days?: number;
        };
        /** @description An API token as listed: never its secret. */
        ApiTokenRead: {
            /** Format: uuid */
            id: string;
            name: string;
            scopes: components["schemas"]["ApiTokenScope"][];
            /** @description The start of the secret (not secret itself), to tell tokens apart. */
            prefix: string;
            /** @description The team of a team token; null for a personal one. */
            team_id: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description When a request last presented it (to the minute); null if never. */
            last_used_at: string | null;
            /** Format: date-time */
            expires_at: string;
        };
        /** @description A new API token with its secret, which is never shown again. */
        ApiTokenCreated: {
            /** Format: uuid */
            id: string;
            name: string;
            scopes: components["schemas"]["ApiTokenScope"][];
            /** @description The start of the secret (not secret itself), to tell tokens apart. */
            prefix: string;
            /** @description The team of a team token; null for a personal one. */
            team_id: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description When a request last presented it (to the minute); null if never. */
            last_used_at: string | null;
            /** Format: date-time */
            expires_at: string;
            /** @description The secret, shown this once: send it as `Authorization: Bearer <token>`. */
            token: string;
        };
        /** @description Unrevoked tokens, newest first. */
        ApiTokenList: components["schemas"]["ApiTokenRead"][];
        /** @description What navigator.credentials.create() answered, as JSON. */
        PasskeyRegistrationCredential: {
            id: string;
            rawId: string;
            /** @constant */
            type: "public-key";
            authenticatorAttachment?: ("platform" | "cross-platform") | null;
            clientExtensionResults: {
                [key: string]: unknown;
            };
            response: {
                clientDataJSON: string;
                attestationObject: string;
                transports?: string[];
            };
        };
        /** @description What navigator.credentials.get() answered, as JSON. */
        PasskeyAssertionCredential: {
            id: string;
            rawId: string;
            /** @constant */
            type: "public-key";
            authenticatorAttachment?: ("platform" | "cross-platform") | null;
            clientExtensionResults: {
                [key: string]: unknown;
            };
            response: {
                clientDataJSON: string;
                authenticatorData: string;
                signature: string;
                userHandle?: string | null;
            };
        };
        /**
         * @description The browser’s answer to the registration options, and a name for the new passkey.
         * @example {
         *       "name": "Laptop",
         *       "credential": {
         *         "id": "Yk9xz7c2QmS0x1Rk3Q",
         *         "rawId": "Yk9xz7c2QmS0x1Rk3Q",
         *         "type": "public-key",
         *         "clientExtensionResults": {},
         *         "response": {
         *           "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
         *           "attestationObject": "o2NmbXRkbm9uZQ"
         *         }
         *       }
         *     }
         */
        PasskeyRegistration: {
            credential: components["schemas"]["PasskeyRegistrationCredential"];
            /** @description What to call it in the list (default "Passkey"). */
            name?: string;
        };
        /**
         * @description The browser’s answer to the login options.
         * @example {
         *       "credential": {
         *         "id": "Yk9xz7c2QmS0x1Rk3Q",
         *         "rawId": "Yk9xz7c2QmS0x1Rk3Q",
         *         "type": "public-key",
         *         "clientExtensionResults": {},
         *         "response": {
         *           "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
         *           "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
         *           "signature": "MEUCIQD",
         *           "userHandle": "MGY0ZTJjNjQ"
         *         }
         *       }
         *     }
         */
        PasskeyLogin: {
            credential: components["schemas"]["PasskeyAssertionCredential"];
        };
        /**
         * @description A new name for one of the caller’s passkeys.
         * @example {
         *       "name": "Phone"
         *     }
         */
        PasskeyRename: {
            name: string;
        };
        /** @description WebAuthn options in their JSON form (PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON): hand them to `PublicKeyCredential.parseCreationOptionsFromJSON` / `parseRequestOptionsFromJSON`, or to @simplewebauthn/browser. The challenge is single use and lives 5 minutes. */
        PasskeyOptions: {
            challenge: string;
        } & {
            [key: string]: unknown;
        };
        /** @description One of the caller’s passkeys (never its key or credential id). */
        PasskeyRead: {
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: date-time */
            created_at: string;
            /** @description The last sign-in with it; null before the first. */
            last_used_at: string | null;
            /** @description How the browser reaches the authenticator (`internal`, `usb`, `hybrid`, …). */
            transports: string[];
            /**
             * @description `multi_device`: the passkey may be synced to the user’s other devices.
             * @enum {string}
             */
            device_type: "single_device" | "multi_device";
            /** @description The authenticator says the passkey is backed up (synced). */
            backed_up: boolean;
        };
        /** @description The caller’s passkeys, oldest first. */
        PasskeyList: components["schemas"]["PasskeyRead"][];
        /** @description An OpenID provider people can sign in with. */
        OpenIdProviderRead: {
            /** @description Names the provider in its routes (`/auth/oidc/{id}/start`). */
            id: string;
            /** @description What a sign-in button says. */
            display_name: string;
        };
        /** @description The configured OpenID providers (OIDC_PROVIDERS), in order. */
        OpenIdProviderList: components["schemas"]["OpenIdProviderRead"][];
        /**
         * @description A ticket the OpenID callback handed the web app (in the fragment of its redirect).
         * @example {
         *       "ticket": "qT0cTz3yq3Jd0hYb6cK3V5mQd9r2s8uWw1xZ4aB7cE0"
         *     }
         */
        OpenIdTicketRequest: {
            ticket: string;
        };
        /** @description Where to send the browser to link a provider. */
        OpenIdAuthorizationUrl: {
            /** @description Send the browser there; the callback returns to the web app’s settings. */
            authorization_url: string;
        };
        /** @description A provider’s account linked to the caller’s. */
        LinkedIdentityRead: {
            /** Format: uuid */
            id: string;
            /** @description The provider it was linked through. */
            provider_id: string;
            /** @description The email the provider gave when it was linked. */
            email: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description The last sign-in through it. */
            last_used_at: string | null;
        };
        /** @description The caller’s linked providers, oldest first. */
        LinkedIdentityList: components["schemas"]["LinkedIdentityRead"][];
        /** @description The service’s name and version, and the path of its API reference. */
        ServiceInfo: {
            name: string;
            version: string;
            docs: string;
        };
        /** @description Whether the database answers a query and accepts writes. */
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
        /** @description A Magic set as MTGJSON describes it. */
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
        /** @description One page of sets, with the total over all pages. */
        SetList: {
            items: components["schemas"]["SetRead"][];
            total: number;
            limit: number;
            offset: number;
        };
        /** @description The newest price of one of a card’s price series. */
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
        /** @description One printing of a card, with its faces, legalities and current prices. */
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
        /** @description One page of printings, with the total over all pages. */
        CardList: {
            items: components["schemas"]["CardRead"][];
            total: number;
            limit: number;
            offset: number;
        };
        /** @description A card’s prices on one platform from one provider, list and finish, newest first. */
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
        /** @description A card’s price history, one series per platform, provider, list and finish. */
        CardPrices: {
            uuid: string;
            /** @description Ordered by platform, provider, list (retail first), finish. */
            series: components["schemas"]["PriceSeries"][];
        };
        /**
         * @description The MTGJSON price file an import reads: the full history or today’s prices.
         * @enum {string}
         */
        ImportSource: "AllPrices" | "AllPricesToday";
        /** @description The state and progress of the last or running card-data import. */
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
        /**
         * @description Which price file to import, and whether to import an upstream build already imported.
         * @example {
         *       "source": "AllPricesToday",
         *       "force": false
         *     }
         */
        ImportRequest: {
            source?: components["schemas"]["ImportSource"];
            force?: boolean;
        };
        /** @description Card names for an autocomplete box. */
        CardNameList: {
            /** @description Up to 20 card names, best first. */
            data: string[];
        };
        /** @description Why no card answers a named lookup, with the nearest names. */
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
        /** @description One page of search results, with the total and the next page. */
        CardSearchPage: {
            data: components["schemas"]["CardRead"][];
            has_more: boolean;
            /** @description The path and query of the next page, or null on the last one. */
            next_page: string | null;
            /** @description Matches over all pages. */
            total: number;
        };
        /** @description One card to look up: by MTGJSON uuid, Scryfall id, set and collector number, or name. */
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
        /**
         * @description Up to 75 card identifiers to look up in one request.
         * @example {
         *       "identifiers": [
         *         {
         *           "name": "Lightning Bolt"
         *         },
         *         {
         *           "set": "LEA",
         *           "collector_number": "161"
         *         },
         *         {
         *           "id": "d9b9b6a5-6e2c-5b0f-9c4a-8f8b1e6c2d7a"
         *         }
         *       ]
         *     }
         */
        CardCollectionRequest: {
            identifiers: components["schemas"]["CardIdentifier"][];
        };
        /** @description The cards found for a batch lookup, and the identifiers that matched nothing. */
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
        /**
         * @description An event the player plays matches in: testing, a league or a tournament.
         * @example {
         *       "name": "Friday Night Magic",
         *       "format": "Premodern",
         *       "date": "2026-11-20",
         *       "kind": "tournament",
         *       "location": "The Game Shop",
         *       "rounds": 4,
         *       "notes": ""
         *     }
         */
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
        /** @description A recorded event. */
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
        /**
         * @description A match as recorded: the decks, up to three game results, the die roll and notes.
         * @example {
         *       "date": "2026-11-20",
         *       "personal_deck_id": "3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13",
         *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
         *       "on_play": true,
         *       "game1": "win",
         *       "game2": "loss",
         *       "game3": "win",
         *       "event_id": "e4a1d7c2-3b9f-4c60-8d15-7a2e9b0f6c31",
         *       "round": 2,
         *       "game1_mulligans": 0,
         *       "game2_mulligans": 1,
         *       "game2_plan_used": true
         *     }
         */
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
            /** @description Who played: in a team, a member (naming another than yourself needs the captain role; 404 for a non-member); omitted or null: the caller on POST, unchanged on PUT. In a personal workspace only the owner plays. */
            player_id?: string | null;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        /** @description A recorded match, with the defaults the server filled in. */
        MatchRead: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The workspace: the owner’s id, or the team’s.
             */
            owner_id: string;
            /** @description Who played: the owner in a personal workspace; in a team, the member (null once their account is deleted). */
            player_id: string | null;
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
        /**
         * @description A rating (1–5) of one card tried in a personal deck, with notes.
         * @example {
         *       "personal_deck_id": "3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13",
         *       "tester": "Ana",
         *       "card_name": "Fireblast",
         *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
         *       "rating": 4,
         *       "notes": "Won two races."
         *     }
         */
        CardTestWrite: {
            /** Format: uuid */
            personal_deck_id: string;
            /** @description Who tested. Omitted: a new test takes the caller’s display name (their email without one); an edit keeps the tester. */
            tester?: string;
            card_name: string;
            /** @default null */
            opponent_deck_id?: string | null;
            rating: number;
            /** @default null */
            notes?: string | null;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        /** @description A recorded card test. */
        CardTestRead: {
            /** Format: uuid */
            id: string;
            /** @description Who recorded it: the owner in a personal workspace; in a team, the member (null once their account is deleted). */
            player_id: string | null;
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
         * @description RFC 4180 CSV with a header row.
         * @example date,personal_deck,opponent_deck,decklist_version,event,round,on_play,game1,game2,game3,game2_on_play,game3_on_play,game1_mulligans,game2_mulligans,game3_mulligans,game2_plan_used,game3_plan_used,opening_hand,turning_point,final_turn
         *     2026-11-20,Mono-Red Burn,Sligh,1,Friday Night Magic,2,true,win,loss,win,,,0,1,0,true,true,,,
         */
        MatchesCsv: string;
        /** @description RFC 4180 CSV with a header row. */
        CardTestsCsv: string;
        /** @description How many matches a CSV import wrote. */
        MatchImportResult: {
            /** @description Matches written. */
            imported: number;
        };
        /** @description 95% Wilson score interval of a match win rate; null with no decided match. */
        MetaInterval: {
            low: number;
            high: number;
        } | null;
        /** @description Matches from round results, mirrors and byes left out, draws apart from the rate. */
        MetaMatchRecord: {
            wins: number;
            losses: number;
            /** @description drawn matches (level on games), apart from the rate */
            draws: number;
            /** @description wins + losses + draws */
            matches: number;
            /** @description wins / (wins + losses); null with no decided match */
            win_rate: number | null;
            interval: components["schemas"]["MetaInterval"];
        };
        /** @description One archetype of the share table. */
        MetaShareRow: {
            /** @description null: decks not classified yet */
            archetype: string | null;
            decks: number;
            /** @description weight of its decks / weight of the field */
            share: number;
            /** @description decks placed 1st to 8th */
            top8: number;
            /** @description its weight among decks placed 1st to 8th; null when the window has none */
            top8_share: number | null;
            /** @description top8_share / its share of the events that publish placements; null when it played none */
            conversion: number | null;
            record: components["schemas"]["MetaMatchRecord"];
        };
        /** @description Decks per archetype of a format and window, most played first. */
        MetaShare: {
            format: string;
            from: string | null;
            to: string | null;
            /** @enum {string} */
            weighting: "none" | "log_players" | "per_event";
            decks: number;
            top8_decks: number;
            archetypes: components["schemas"]["MetaShareRow"][];
        };
        /** @description Share per archetype per ISO week (Monday to Sunday, UTC). */
        MetaTrend: {
            format: string;
            from: string | null;
            to: string | null;
            /** @enum {string} */
            weighting: "none" | "log_players" | "per_event";
            weeks: {
                /** @description ISO 8601 week, e.g. 2024-W20 */
                week: string;
                /**
                 * Format: date
                 * @description its Monday
                 */
                starts_on: string;
                decks: number;
            }[];
            archetypes: {
                /** @description null: decks not classified yet */
                archetype: string | null;
                decks: number;
                /** @description one per week, in the order of `weeks` */
                points: {
                    decks: number;
                    /** @description null in a week without decks */
                    share: number | null;
                }[];
            }[];
        };
        /** @description `archetype`’s matches against `opponent`, from its side. */
        MatchupCell: {
            archetype: string;
            opponent: string;
            wins: number;
            losses: number;
            /** @description drawn matches (level on games), apart from the rate */
            draws: number;
            /** @description wins + losses + draws */
            matches: number;
            /** @description wins / (wins + losses); null with no decided match */
            win_rate: number | null;
            interval: components["schemas"]["MetaInterval"];
        };
        /** @description Both cells of every pairing (B against A is A against B turned over); no mirror. */
        MatchupMatrix: {
            format: string;
            from: string | null;
            to: string | null;
            min_matches: number;
            /** @description every archetype with a cell, most matches first */
            archetypes: string[];
            cells: components["schemas"]["MatchupCell"][];
        };
        /** @description A format with imported tournaments. */
        MetaFormatRow: {
            /** @description as the other reads take it, e.g. `modern` */
            format: string;
            /** @description its imported tournaments */
            tournaments: number;
            /** @description the decklists they published */
            decks: number;
            /**
             * Format: date-time
             * @description the date of its newest tournament
             */
            newest_date: string;
            /**
             * Format: date-time
             * @description the date of its oldest tournament
             */
            oldest_date: string;
        };
        /** @description Every format that has imported tournaments. */
        MetaFormats: {
            /** @description the format of the newest tournament first, then by name */
            formats: components["schemas"]["MetaFormatRow"][];
        };
        /** @description A public archetype (format and name) whose presence and top 8 a sync copies into the roster deck. */
        PublicArchetypeLink: {
            /** @description The format, e.g. `modern` (any case). */
            format: string;
            /** @description The archetype as the public metagame names it (exactly, e.g. `Boros Energy`). */
            name: string;
        };
        /**
         * @description Who owns a roster figure: `manual` (typed by hand; a sync leaves it alone) or `sync` (every sync rewrites it).
         * @enum {string}
         */
        FigureSource: "manual" | "sync";
        /**
         * @description `manual`, or the deck builder a URL import read.
         * @enum {string}
         */
        DecklistSource: "manual" | "moxfield" | "archidekt";
        /**
         * @description The archetype category of a roster deck.
         * @enum {string}
         */
        MetaDeckCategory: "aggro" | "midrange" | "control" | "combo";
        /**
         * @description How often the player expects to meet a roster deck.
         * @enum {string}
         */
        Expectation: "as_expected" | "more_expected" | "less_expected";
        /**
         * @description A new personal deck: the deck the player plays.
         * @example {
         *       "name": "Mono-Red Burn"
         *     }
         */
        PersonalDeckCreate: {
            name: string;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        /** @description A personal deck; its lists are its decklist versions. */
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
        /**
         * @description A decklist as text (one `N Card Name` a line), saved as the deck’s next version.
         * @example {
         *       "content": "4 Lightning Bolt\n4 Goblin Guide\n20 Mountain\n\nSideboard\n2 Pyroblast",
         *       "source": "manual"
         *     }
         */
        DecklistVersionCreate: {
            content: string;
            /** @default manual */
            source?: components["schemas"]["DecklistSource"];
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        /** @description A card of a decklist version, its section and copies. */
        DecklistCard: {
            /** @enum {string} */
            section: "commander" | "main" | "sideboard";
            card_name: string;
            quantity: number;
        };
        /** @description One numbered version of a personal deck’s list, as written and as read. */
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
        /**
         * @description A roster deck: a deck of the metagame the player expects to face, with its tier and results in events.
         * @example {
         *       "name": "Sligh",
         *       "tier": 1.5,
         *       "category": "aggro",
         *       "decklist_notes": "",
         *       "top8": 12,
         *       "presence": 40,
         *       "expected": "more_expected",
         *       "tests_status": ""
         *     }
         */
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
            /**
             * @description The public archetype the deck stands for; null (the default) for none.
             * @default null
             */
            public_archetype?: components["schemas"]["PublicArchetypeLink"] | null;
            /** @description Left out: `manual` when `presence` differs from the stored value (a new deck’s is 0), else unchanged. `sync` hands presence back to the sync. */
            presence_source?: components["schemas"]["FigureSource"];
            /** @description As `presence_source`, for `top8`. */
            top8_source?: components["schemas"]["FigureSource"];
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        /** @description A roster deck, with its conversion computed by the server. */
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
            public_archetype: components["schemas"]["PublicArchetypeLink"] | null;
            presence_source: components["schemas"]["FigureSource"];
            top8_source: components["schemas"]["FigureSource"];
            /** @description top8 / presence, computed by the server; null when presence is 0. */
            conversion: number | null;
            archived_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description Which public metagame the roster is synced from: format, window of days and weighting.
         * @example {
         *       "format": "modern",
         *       "from": "2024-05-01",
         *       "to": "2024-05-31",
         *       "weighting": "none",
         *       "create_top": 5
         *     }
         */
        RosterSyncRequest: {
            /** @description The format, e.g. `modern` (any case). */
            format: string;
            /**
             * Format: date
             * @description Only events on or after this day (UTC); open when absent.
             */
            from?: string;
            /**
             * Format: date
             * @description Only events on or before this day (UTC, the whole day); open when absent.
             */
            to?: string;
            /**
             * @description How much each deck counts, by the size of its event: `none` (default) 1; `log_players` log2 of the event’s player count, at least 1 (64 players → 6, 8 → 3); `per_event` 1 / the event’s published decklists, so each event weighs the same.
             * @default none
             * @enum {string}
             */
            weighting?: "none" | "log_players" | "per_event";
            /**
             * @description Create roster decks for this many of the window’s most played archetypes the roster does not name yet (`Unknown` and unclassified decks aside); 0, the default, creates none.
             * @default 0
             */
            create_top?: number;
        };
        /** @description One roster deck naming an archetype of the format, as the sync left it. */
        RosterSnapshotRow: {
            /** Format: uuid */
            meta_deck_id: string;
            name: string;
            archetype: string;
            /** @description The archetype’s decks in the window. */
            decks: number;
            /** @description The archetype’s share of the field (weighted as asked). */
            share: number;
            /** @description The presence the public metagame gives the archetype. */
            public_presence: number;
            /** @description The top-8 count the public metagame gives the archetype. */
            public_top8: number;
            /** @description The deck’s presence after the sync (the hand’s when `manual`). */
            presence: number;
            top8: number;
            presence_source: components["schemas"]["FigureSource"];
            top8_source: components["schemas"]["FigureSource"];
            /** @description The sync created the deck. */
            created: boolean;
        };
        /** @description A dated record of one roster sync: what was read and what was written. */
        RosterSnapshotRead: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            owner_id: string;
            /** Format: date-time */
            taken_at: string;
            format: string;
            from: string | null;
            to: string | null;
            /** @enum {string} */
            weighting: "none" | "log_players" | "per_event";
            /** @description Every deck of the window. */
            field_decks: number;
            created_decks: number;
            rows: components["schemas"]["RosterSnapshotRow"][];
        };
        /** @description The caller’s tracker settings: whether their data is shared, and their active personal deck. */
        UserSettingsRead: {
            data_shared: boolean;
            active_personal_deck_id: string | null;
        };
        /**
         * @description A change to the caller’s tracker settings; fields left out keep their value.
         * @example {
         *       "data_shared": true,
         *       "active_personal_deck_id": "3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13"
         *     }
         */
        UserSettingsUpdate: {
            data_shared?: boolean;
            /** @description One of the caller’s active decks (404 otherwise), or null to clear. */
            active_personal_deck_id?: string | null;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        /** @description A user who shares their tracker data, so others can read it with `owner_id`. */
        SharedUserRead: {
            /** Format: uuid */
            id: string;
            display_name: string | null;
            email: string;
        };
        /** @description 95% Wilson score interval of a win rate; null when no game was decided. */
        WinRateInterval: {
            low: number;
            high: number;
        } | null;
        /** @description Game results of one slice of matches (a 2–1 match is 2 wins and 1 loss); draws count, but not in the rate. */
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
        /** @description Game results after a given number of mulligans. */
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
        /** @description One player’s part of a summary row, computed as the row is; the parts of a row add up to its matches, games and match results. */
        PlayerSplit: {
            /** @description the member who played; null = former members of a team (accounts deleted), in one entry */
            player_id: string | null;
            matches: number;
            /** @description games won */
            wins: number;
            losses: number;
            draws: number;
            /** @description per game: wins / (wins + losses); null when no game was decided */
            win_rate: number | null;
            win_loss_ratio: string;
            win_rate_ci: components["schemas"]["WinRateInterval"];
            match_wins: number;
            match_losses: number;
            match_draws: number;
            match_win_rate: number | null;
            match_win_loss_ratio: string;
            match_win_rate_ci: components["schemas"]["WinRateInterval"];
        };
        /** @description The caller’s results against one roster deck: per game and per match, by side, before and after sideboarding. */
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
            /** @description each player’s part of the row, by player id, former members last; in a personal workspace one entry, the owner */
            by_player: components["schemas"]["PlayerSplit"][];
        };
        /** @description The results against each roster deck met in the filtered matches. */
        MatchupSummary: components["schemas"]["MatchupSummaryRow"][];
        /** @description The results against one archetype category of roster decks. */
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
            /** @description each player’s part of the row, by player id, former members last; in a personal workspace one entry, the owner */
            by_player: components["schemas"]["PlayerSplit"][];
        };
        /** @description The results against each archetype category. */
        ArchetypeSummary: components["schemas"]["ArchetypeSummaryRow"][];
        /** @description One row of a decklist and its colour from the card tests of the card it names. */
        DecklistViewItem: {
            line: string;
            /** @enum {string} */
            status: "validated" | "rejected" | "in_test" | "neutral";
        };
        /** @description The rows of a personal deck’s newest decklist version, each coloured by card tests. */
        DecklistView: components["schemas"]["DecklistViewItem"][];
        /** @description The results of one slice of a deck’s matches. */
        VersionStatsSlice: {
            matches: number;
            matches_on_play: number;
            matches_on_draw: number;
            /** @description games won */
            wins: number;
            losses: number;
            draws: number;
            /** @description per game: wins / (wins + losses); null when no game was decided */
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
        /** @description The results of the matches played with one decklist version. */
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
            /** @description per game: wins / (wins + losses); null when no game was decided */
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
        /** @description A personal deck’s results per decklist version, for matches pinned to no version, and in total. */
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
        /** @description A card whose number of copies differs between two decklist versions. */
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
        /** @description The cards that changed between two versions of one personal deck. */
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
        /**
         * @description A public deck URL of a supported deck builder, read into a new decklist version.
         * @example {
         *       "url": "https://www.moxfield.com/decks/aB3dEfGh1JkLmN0pQrStUv"
         *     }
         */
        ExternalDecklistImport: {
            /** @description A public Moxfield or Archidekt deck URL. */
            url: string;
            /** @description Ignored: a write always targets the caller’s own data. */
            owner_id?: unknown;
        };
        /** @description A card of a sideboard swap and how many copies move. */
        PlanCard: {
            /** @description As written in the decklist; split cards with any slash form, double-faced cards by their front face or full name. */
            name: string;
            quantity: number;
        };
        /** @description The cards a sideboard plan brings in and takes out. */
        CardSwap: {
            /** @description Cards brought in from the sideboard. */
            in: components["schemas"]["PlanCard"][];
            /** @description Cards taken out of the main deck. */
            out: components["schemas"]["PlanCard"][];
        };
        /**
         * @description A sideboard plan for one personal deck version against one roster deck: one swap, or one for each side of the die roll.
         * @example {
         *       "decklist_version_id": "0c9e4f2a-7b1d-4a83-b5e6-9d2f1a7c3e48",
         *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
         *       "on_play": {
         *         "in": [
         *           {
         *             "name": "Duress",
         *             "quantity": 2
         *           }
         *         ],
         *         "out": [
         *           {
         *             "name": "Lightning Bolt",
         *             "quantity": 2
         *           }
         *         ]
         *       },
         *       "on_draw": {
         *         "in": [
         *           {
         *             "name": "Pyroblast",
         *             "quantity": 2
         *           }
         *         ],
         *         "out": [
         *           {
         *             "name": "Lightning Bolt",
         *             "quantity": 2
         *           }
         *         ]
         *       },
         *       "note": "Keep the burn on the play."
         *     }
         */
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
        /** @description A card of the 75 after a swap, and its copies. */
        BoardCard: {
            name: string;
            quantity: number;
        };
        /** @description One way a sideboard plan does not fit a decklist version. */
        PlanIssue: {
            /** @enum {string} */
            side: "both" | "on_play" | "on_draw";
            /** @description null for the in/out balance, which no single card breaks */
            list: ("in" | "out") | null;
            card: string | null;
            message: string;
        };
        /** @description A sideboard plan, the 75 it leaves after each swap, and whether it fits the deck’s newest version. */
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
        /** @description Expected game and match win rates of candidate decks against a weighted field of roster decks, with intervals and an optional Swiss forecast. */
        FieldSimulation: {
            /** @description How the figures are computed, in words. */
            method: string;
            /** @description The Beta prior of every game win rate; a matchup without data is this prior alone. */
            prior: {
                alpha: number;
                beta: number;
            };
            /** @description Present with prior=public: the public matrix the priors came from. */
            public_prior?: {
                archetype: string;
                format: string;
                from: string | null;
                to: string | null;
                max_games: number;
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
                    /**
                     * @description With prior=public: which prior this matchup used (`uniform` when the public matrix has no decided match for it).
                     * @enum {string}
                     */
                    prior_used?: "public" | "uniform";
                    /** @description With prior=public: the matchup’s prior, before its own games. */
                    prior_beta?: {
                        alpha: number;
                        beta: number;
                    };
                    /** @description With prior=public: the own games counted (draws included). */
                    own_games?: number;
                    /** @description With prior=public: decided public matches of the pairing. */
                    public_matches?: number;
                    /** @description With prior=public: the effective games the prior weighs (the decided public matches, at most prior_games). */
                    public_games?: number;
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
        /**
         * @description A tournament file in the open tournament cache’s shape: `Tournament` {Date, Name, Uri}, `Decks` [{Player, Result, Mainboard and Sideboard [{Count, CardName}]}], and optionally `Rounds` [{RoundName, Matches [{Player1, Player2, Result "2-1-0"}]}] and `Standings` [{Rank, Player, Points, Wins, Losses, Draws, OMWP, GWP, OGWP}]. A bye is a match whose Player2 is "-", "BYE", empty or null. Unknown fields are ignored.
         * @example {
         *       "Tournament": {
         *         "Date": "2024-05-18T08:00:00Z",
         *         "Name": "Modern Open",
         *         "Uri": "https://example.com/events/1"
         *       },
         *       "Decks": [
         *         {
         *           "Player": "Ana",
         *           "Result": "1st Place",
         *           "Mainboard": [
         *             {
         *               "Count": 4,
         *               "CardName": "Lightning Bolt"
         *             }
         *           ],
         *           "Sideboard": []
         *         },
         *         {
         *           "Player": "Bo",
         *           "Result": "2nd Place",
         *           "Mainboard": [
         *             {
         *               "Count": 4,
         *               "CardName": "Counterspell"
         *             }
         *           ],
         *           "Sideboard": []
         *         }
         *       ],
         *       "Rounds": [
         *         {
         *           "RoundName": "Round 1",
         *           "Matches": [
         *             {
         *               "Player1": "Ana",
         *               "Player2": "Bo",
         *               "Result": "2-1-0"
         *             }
         *           ]
         *         }
         *       ],
         *       "Standings": [
         *         {
         *           "Rank": 1,
         *           "Player": "Ana",
         *           "Points": 3,
         *           "Wins": 1,
         *           "Losses": 0,
         *           "Draws": 0
         *         },
         *         {
         *           "Rank": 2,
         *           "Player": "Bo",
         *           "Points": 0,
         *           "Wins": 0,
         *           "Losses": 1,
         *           "Draws": 0
         *         }
         *       ]
         *     }
         */
        TournamentFile: {
            [key: string]: unknown;
        };
        /** @description What an import wrote and what it noticed. */
        TournamentImportReport: {
            /** Format: uuid */
            tournament_id: string;
            /** @description The same event (same Uri, else same name and date) was there and is replaced. */
            replaced: boolean;
            format: string;
            name: string;
            /** Format: date-time */
            date: string;
            decks: number;
            rounds: number;
            /** @description Pairings of two players; byes apart. */
            matches: number;
            byes: number;
            standings: number;
            /** @description Some standing disagrees with what the rounds give (a bye counts as a win). */
            inconsistent: boolean;
            mismatches: {
                player: string;
                published: {
                    wins: number;
                    losses: number;
                    draws: number;
                };
                from_rounds: {
                    wins: number;
                    losses: number;
                    draws: number;
                };
            }[];
            /** @description Card names, as published, that match no card of the card reference; they are kept. */
            unmatched_cards: string[];
            /** @description Decks given an archetype (0 while the format has no definitions). */
            classified: number;
        };
        /** @description An imported tournament, without its decks and rounds. */
        TournamentSummary: {
            /** Format: uuid */
            id: string;
            format: string;
            name: string;
            /** Format: date-time */
            date: string;
            uri: string | null;
            deck_count: number;
            player_count: number;
            has_rounds: boolean;
            has_standings: boolean;
            inconsistent: boolean;
            /** Format: date-time */
            imported_at: string;
        };
        /** @description One player’s deck in a tournament, with its archetype. */
        TournamentDeckRead: {
            /** Format: uuid */
            id: string;
            player: string;
            /** @description As published: "1st Place", "5-0", … */
            result: string | null;
            /** @description The final place the result gives; null for a record. */
            placement: number | null;
            /** @description The hand override when there is one, else the classifier’s. */
            archetype: string | null;
            /** @description How the classifier matched; null: not classified yet. */
            archetype_match: ("rule" | "fallback" | "unknown") | null;
            archetype_overridden: boolean;
            colors: string | null;
            mainboard: {
                count: number;
                name: string;
            }[];
            sideboard: {
                count: number;
                name: string;
            }[];
        };
        /** @description A published standing, with its tiebreakers. */
        TournamentStandingRead: {
            rank: number;
            player: string;
            /** Format: uuid */
            deck_id: string;
            points: number;
            wins: number;
            losses: number;
            draws: number;
            omwp: number | null;
            gwp: number | null;
            ogwp: number | null;
        };
        /** @description A pairing of a round, in games; a bye has no player 2. */
        TournamentMatchRead: {
            /** Format: uuid */
            deck1_id: string;
            player1: string;
            archetype1: string | null;
            /** @description Null: a bye for player 1. */
            deck2_id: string | null;
            player2: string | null;
            archetype2: string | null;
            wins1: number;
            wins2: number;
            draws: number;
        };
        /** @description A tournament with its decks, standings and rounds. */
        TournamentRead: {
            /** Format: uuid */
            id: string;
            format: string;
            name: string;
            /** Format: date-time */
            date: string;
            uri: string | null;
            deck_count: number;
            player_count: number;
            has_rounds: boolean;
            has_standings: boolean;
            inconsistent: boolean;
            /** Format: date-time */
            imported_at: string;
            /** @description In published order. */
            decks: components["schemas"]["TournamentDeckRead"][];
            /** @description By rank; empty when the event publishes none. */
            standings: components["schemas"]["TournamentStandingRead"][];
            /** @description In order; empty when the event publishes none. */
            rounds: {
                name: string;
                matches: components["schemas"]["TournamentMatchRead"][];
            }[];
        };
        /** @description A format’s archetype definitions in the community’s open rule format, one entry per file. */
        ArchetypeDefinitionsImport: {
            format: string;
            /** @description In load order, which decides ties between archetypes. */
            files: {
                /** @description Path inside the format folder: `Archetypes/<name>.json`, `Fallbacks/<name>.json`, `color_overrides.json` or the shared `card_colors.json`; other files are ignored. */
                path: string;
                /** @description The file as written: a byte-order mark, CRLF line ends and trailing commas are accepted. */
                text: string;
            }[];
        };
        /** @description The run that labels every deck of a format with its newest definitions. */
        Reclassification: {
            /** Format: uuid */
            id: string;
            format: string;
            /** Format: uuid */
            definition_set_id: string;
            /**
             * @description `superseded`: newer definitions of the format started a run of their own.
             * @enum {string}
             */
            state: "running" | "succeeded" | "failed" | "superseded";
            /** Format: date-time */
            started_at: string;
            finished_at: string | null;
            /** @description Decks of the format when the run started. */
            total: number;
            /** @description Decks labelled so far. */
            done: number;
            /** @description How the decks labelled so far matched. */
            counts: {
                rule: number;
                fallback: number;
                unknown: number;
            };
            /** @description Why the run failed or was superseded. */
            message: string | null;
        };
        /** @description A format’s imported definitions: from now on its current ones. */
        ArchetypeDefinitionSet: {
            /** Format: uuid */
            id: string;
            format: string;
            /** Format: date-time */
            imported_at: string;
            archetype_count: number;
            fallback_count: number;
        };
        /** @description The stored definitions and the reclassification they started. */
        ArchetypeDefinitionsImported: {
            definition_set: components["schemas"]["ArchetypeDefinitionSet"];
            reclassification: components["schemas"]["Reclassification"];
        };
        /**
         * @description A tournament deck’s archetype set by hand.
         * @example {
         *       "archetype": "Boros Energy"
         *     }
         */
        DeckArchetypeOverride: {
            /** @description The archetype by hand; null gives the label back to the classifier. */
            archetype: string | null;
        };
        /** @description A tournament deck’s archetype labels; reclassification keeps an override. */
        DeckArchetype: {
            /** Format: uuid */
            deck_id: string;
            format: string;
            /** @description The archetype that counts: the override when there is one, else the classifier’s. */
            archetype: string | null;
            /** @description The classifier’s label; null until classified. */
            classified_archetype: string | null;
            /** @description How the classifier matched. */
            archetype_match: ("rule" | "fallback" | "unknown") | null;
            archetype_override: string | null;
        };
        /**
         * @description An event a webhook can subscribe to. `match.*`: the workspace’s own matches; `card_data.import.finished` and `meta.import.finished`: public events, sent to every webhook subscribed to them.
         * @enum {string}
         */
        WebhookEventType: "match.recorded" | "match.updated" | "match.deleted" | "card_data.import.finished" | "meta.import.finished";
        /**
         * @description A new webhook: its endpoint and the events it wants (a workspace has at most 10).
         * @example {
         *       "url": "https://bot.example.com/metagame",
         *       "events": [
         *         "match.recorded"
         *       ],
         *       "description": "Discord bot"
         *     }
         */
        WebhookWrite: {
            /** @description Where events are POSTed: https (http only when the server allows it), to a public address. */
            url: string;
            events: components["schemas"]["WebhookEventType"][];
            /** @default  */
            description?: string;
        };
        /**
         * @description What to change of a webhook; absent fields stay as they are.
         * @example {
         *       "enabled": true
         *     }
         */
        WebhookUpdate: {
            /** @description Where events are POSTed: https (http only when the server allows it), to a public address. */
            url?: string;
            events?: components["schemas"]["WebhookEventType"][];
            description?: string;
            /** @description false disables the webhook; true enables it again (and forgets why it was disabled). */
            enabled?: boolean;
        };
        /** @description A webhook, without its secret. */
        WebhookRead: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string;
            events: components["schemas"]["WebhookEventType"][];
            enabled: boolean;
            disabled_at: string | null;
            /** @description Why it was disabled: by its owner, or the deliveries that kept failing. */
            disabled_reason: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description A webhook with its signing secret, which is shown this once. */
        WebhookWithSecret: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string;
            events: components["schemas"]["WebhookEventType"][];
            enabled: boolean;
            disabled_at: string | null;
            /** @description Why it was disabled: by its owner, or the deliveries that kept failing. */
            disabled_reason: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description The signing secret (`whsec_` + base64), shown only in this answer. */
            secret: string;
        };
        /** @description One event on its way to a webhook, and how its attempts went. */
        WebhookDeliveryRead: {
            /**
             * Format: uuid
             * @description The `webhook-id` header: the same on every attempt.
             */
            event_id: string;
            event_type: components["schemas"]["WebhookEventType"];
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            /** Format: date-time */
            created_at: string;
            last_attempt_at: string | null;
            /** @description When the next attempt is due (pending only). */
            next_attempt_at: string | null;
            last_error: string | null;
            /** @description The HTTP status of the last answer; null when none came. */
            response_status: number | null;
            /** @description The body sent, as sent. */
            payload: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Identifies this request in the server’s log lines: the caller’s own X-Request-Id when it sent a sane one, else a generated id. */
        "X-Request-Id": string;
        /** @description Weak validator (`W/"…"`) of the JSON body, the same whatever the encoding; send it back in If-None-Match to get 304 Not Modified while the data is unchanged. */
        ETag: string;
        /** @description Card data changes only when an import publishes, so caches may reuse the answer for five minutes. */
        "Cache-Control": string;
        /** @description How many records match over all pages. */
        "X-Total-Count": number;
        /** @description RFC 8288 links to the neighbouring pages of the list: `rel="next"` while more follow, `rel="prev"` after the first page. */
        Link: string;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /** @description The limits this route counts against (IETF RateLimit header fields): each policy’s quota `q` and window `w` in seconds. */
        "RateLimit-Policy": string;
        /** @description What is left of each limit this request counted against (IETF RateLimit header fields): remaining requests `r` and seconds `t` until the window resets. */
        RateLimit: string;
        /** @description `Bearer`: the route needs an access token, and the one sent (if any) was missing, invalid, expired or revoked. */
        "WWW-Authenticate": string;
    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            /** @description The database did not answer; see Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "DATABASE_UNAVAILABLE";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessStatus"];
                };
            };
            /** @description The server is not ready, or is shutting down */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "SERVICE_UNAVAILABLE";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
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
                /**
                 * @example {
                 *       "username": "ana@example.com",
                 *       "password": "Correct-horse-7-battery"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A new token pair, or a second-factor challenge */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Invalid credentials. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INVALID_CREDENTIALS";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED";
                    };
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
                /**
                 * @example {
                 *       "refresh_token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJyZWZyZXNoIn0.c2lnbmF0dXJl"
                 *     }
                 */
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description A new token pair */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
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
                /**
                 * @example {
                 *       "email": "judge@example.com",
                 *       "password": "Correct-horse-7-battery",
                 *       "role": "role_c",
                 *       "is_verified": true,
                 *       "display_name": "Judge"
                 *     }
                 */
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description The created account */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description Email already registered. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "EMAIL_TAKEN";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The password breaks the password rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "WEAK_PASSWORD";
                    };
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
                /**
                 * @example {
                 *       "current_password": "Correct-horse-7-battery",
                 *       "new_password": "Staple-battery-8-horse"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description A new token pair */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off / Current password is incorrect. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST" | "WRONG_PASSWORD";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The password breaks the password rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "WEAK_PASSWORD";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserList"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. / Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS" | "FORBIDDEN";
                    };
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "role": "ml_developer",
                 *       "is_active": true
                 *     }
                 */
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description The updated account */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. / Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS" | "FORBIDDEN";
                    };
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionList"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventList"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventList"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "email": "ana@example.com",
                 *       "password": "Correct-horse-7-battery",
                 *       "display_name": "Ana"
                 *     }
                 */
                "application/json": components["schemas"]["UserSignup"];
            };
        };
        responses: {
            /** @description The account was created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupResponse"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Email already registered. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "EMAIL_TAKEN";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The password breaks the password rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "WEAK_PASSWORD";
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description The verification email could not be sent; nothing was created. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "EMAIL_NOT_SENT";
                    };
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
                /**
                 * @example {
                 *       "email": "ana@example.com",
                 *       "code": "048213"
                 *     }
                 */
                "application/json": components["schemas"]["VerifyEmailRequest"];
            };
        };
        responses: {
            /** @description Verified; a new token pair */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off / Invalid or expired verification code. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST" | "INVALID_CODE";
                    };
                };
            };
            /** @description Invalid credentials. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INVALID_CREDENTIALS";
                    };
                };
            };
            /** @description Account is already verified. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "ALREADY_VERIFIED";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description Too many requests; see Retry-After / Too many verification attempts; request a new code. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED" | "TOO_MANY_ATTEMPTS";
                    };
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
                /**
                 * @example {
                 *       "email": "ana@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["ResendVerificationRequest"];
            };
        };
        responses: {
            /** @description Acknowledged */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResendVerificationResponse"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED";
                    };
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
                /**
                 * @example {
                 *       "email": "ana@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Acknowledged */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetAcknowledgement"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED";
                    };
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
                /**
                 * @example {
                 *       "email": "ana@example.com",
                 *       "code": "048213",
                 *       "new_password": "Staple-battery-8-horse"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordResetConfirm"];
            };
        };
        responses: {
            /** @description The password was changed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body does not decode in its charset, or the request was cut off / Invalid or expired verification code. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST" | "INVALID_CODE";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The password breaks the password rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "WEAK_PASSWORD";
                    };
                };
            };
            /** @description Too many requests; see Retry-After / Too many verification attempts; request a new code. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED" | "TOO_MANY_ATTEMPTS";
                    };
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
                /**
                 * @example {
                 *       "current_password": "Correct-horse-7-battery",
                 *       "new_email": "ana.new@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["EmailChangeRequest"];
            };
        };
        responses: {
            /** @description The code was sent */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailChangeAcknowledgement"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off / Current password is incorrect. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST" | "WRONG_PASSWORD";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
            /** @description Email already registered. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "EMAIL_TAKEN";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description The verification email could not be sent; nothing was created. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "EMAIL_NOT_SENT";
                    };
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
                /**
                 * @example {
                 *       "code": "048213"
                 *     }
                 */
                "application/json": components["schemas"]["EmailChangeConfirm"];
            };
        };
        responses: {
            /** @description A new token pair */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off / Invalid or expired verification code. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST" | "INVALID_CODE";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
            /** @description Email already registered. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "EMAIL_TAKEN";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description Too many verification attempts; request a new code. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "TOO_MANY_ATTEMPTS";
                    };
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
                /**
                 * @example {
                 *       "challenge_token": "mfa_8JqT2vXcL0pRzK4nW9sY",
                 *       "code": "492817"
                 *     }
                 */
                "application/json": components["schemas"]["SecondFactorRequest"];
            };
        };
        responses: {
            /** @description A new token pair (a new session) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondFactorTokens"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Invalid or expired challenge, or wrong code. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INVALID_SECOND_FACTOR";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpStatus"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolment"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
            /** @description Two-factor authentication is already on. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "TOTP_ALREADY_ENABLED";
                    };
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
                /**
                 * @example {
                 *       "code": "492817"
                 *     }
                 */
                "application/json": components["schemas"]["TotpConfirm"];
            };
        };
        responses: {
            /** @description TOTP is on */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off / Invalid or expired verification code. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST" | "INVALID_CODE";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Two-factor authentication is already on. / Two-factor authentication is not on. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "TOTP_ALREADY_ENABLED" | "TOTP_NOT_ENABLED";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED";
                    };
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
                /**
                 * @example {
                 *       "password": "Correct-horse-7-battery",
                 *       "code": "492817"
                 *     }
                 */
                "application/json": components["schemas"]["TotpDisable"];
            };
        };
        responses: {
            /** @description TOTP is off */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body does not decode in its charset, or the request was cut off / Current password is incorrect. / Invalid or expired verification code. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST" | "WRONG_PASSWORD" | "INVALID_CODE";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
            /** @description Two-factor authentication is not on. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "TOTP_NOT_ENABLED";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED";
                    };
                };
            };
        };
    };
    listApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unrevoked tokens, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenList"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "notebook",
                 *       "scopes": [
                 *         "tracker:read"
                 *       ],
                 *       "expires_in_days": 30
                 *     }
                 */
                "application/json": components["schemas"]["ApiTokenWrite"];
            };
        };
        responses: {
            /** @description The new token and its secret */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenCreated"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is revoked */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    listTeamApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unrevoked tokens, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenList"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    createTeamApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "notebook",
                 *       "scopes": [
                 *         "tracker:read"
                 *       ],
                 *       "expires_in_days": 30
                 *     }
                 */
                "application/json": components["schemas"]["ApiTokenWrite"];
            };
        };
        responses: {
            /** @description The new token and its secret */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenCreated"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    revokeTeamApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                token_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is revoked */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    startPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Creation options with a fresh challenge */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyOptions"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
        };
    };
    finishPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Laptop",
                 *       "credential": {
                 *         "id": "Yk9xz7c2QmS0x1Rk3Q",
                 *         "rawId": "Yk9xz7c2QmS0x1Rk3Q",
                 *         "type": "public-key",
                 *         "clientExtensionResults": {},
                 *         "response": {
                 *           "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
                 *           "attestationObject": "o2NmbXRkbm9uZQ"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PasskeyRegistration"];
            };
        };
        responses: {
            /** @description The new passkey */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off / The passkey response does not verify (challenge, origin, RP id, user verification or attestation); the detail says which */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST" | "INVALID_PASSKEY";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description This passkey is registered already. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PASSKEY_TAKEN";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    listPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Oldest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyList"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
        };
    };
    deletePasskey: {
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
            /** @description The passkey is gone */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    renamePasskey: {
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
                /**
                 * @example {
                 *       "name": "Phone"
                 *     }
                 */
                "application/json": components["schemas"]["PasskeyRename"];
            };
        };
        responses: {
            /** @description The renamed passkey */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    startPasskeyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Request options with a fresh challenge */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyOptions"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED";
                    };
                };
            };
        };
    };
    finishPasskeyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "credential": {
                 *         "id": "Yk9xz7c2QmS0x1Rk3Q",
                 *         "rawId": "Yk9xz7c2QmS0x1Rk3Q",
                 *         "type": "public-key",
                 *         "clientExtensionResults": {},
                 *         "response": {
                 *           "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                 *           "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                 *           "signature": "MEUCIQD",
                 *           "userHandle": "MGY0ZTJjNjQ"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PasskeyLogin"];
            };
        };
        responses: {
            /** @description A new token pair (a new session) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Unknown passkey, expired or used challenge, a response that does not verify, or an inactive account */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PASSKEY_LOGIN_FAILED";
                    };
                };
            };
            /** @description The passkey’s signature counter did not grow: a copy of it may exist, so it was refused (and recorded) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PASSKEY_CLONED";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED";
                    };
                };
            };
        };
    };
    listOpenIdProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configured providers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenIdProviderList"];
                };
            };
        };
    };
    startOpenIdSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the provider (`Location`) */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    finishOpenIdSignIn: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
            };
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the web app (`Location`) */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    redeemOpenIdSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ticket": "qT0cTz3yq3Jd0hYb6cK3V5mQd9r2s8uWw1xZ4aB7cE0"
                 *     }
                 */
                "application/json": components["schemas"]["OpenIdTicketRequest"];
            };
        };
        responses: {
            /** @description A token pair or a second-factor challenge */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off / Invalid, expired or already used sign-in ticket */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST" | "OIDC_TICKET_INVALID";
                    };
                };
            };
            /** @description Invalid credentials. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INVALID_CREDENTIALS";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    startOpenIdLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authorization URL */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenIdAuthorizationUrl"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description The OpenID provider could not be reached (discovery or token endpoint); nothing was changed */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "OIDC_PROVIDER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    confirmOpenIdLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ticket": "qT0cTz3yq3Jd0hYb6cK3V5mQd9r2s8uWw1xZ4aB7cE0"
                 *     }
                 */
                "application/json": components["schemas"]["OpenIdTicketRequest"];
            };
        };
        responses: {
            /** @description Linked */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedIdentityRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off / Invalid, expired or already used sign-in ticket */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST" | "OIDC_TICKET_INVALID";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description This provider account is already linked to another account */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "OIDC_IDENTITY_TAKEN";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    listLinkedIdentities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Oldest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedIdentityList"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
        };
    };
    unlinkIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                identity_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unlinked */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The account would have no way left to sign in: set a password or link another provider first */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "LAST_SIGN_IN_METHOD";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSettingsRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
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
                /**
                 * @example {
                 *       "data_shared": true,
                 *       "active_personal_deck_id": "3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13"
                 *     }
                 */
                "application/json": components["schemas"]["UserSettingsUpdate"];
            };
        };
        responses: {
            /** @description The updated settings */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSettingsRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedUserRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDeckRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "name": "Mono-Red Burn"
                 *     }
                 */
                "application/json": components["schemas"]["PersonalDeckCreate"];
            };
        };
        responses: {
            /** @description The created deck */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDeckRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistVersionRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "content": "4 Lightning Bolt\n4 Goblin Guide\n20 Mountain\n\nSideboard\n2 Pyroblast",
                 *       "source": "manual"
                 *     }
                 */
                "application/json": components["schemas"]["DecklistVersionCreate"];
            };
        };
        responses: {
            /** @description The created version */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistVersionRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    syncMetaDecks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "format": "modern",
                 *       "from": "2024-05-01",
                 *       "to": "2024-05-31",
                 *       "weighting": "none",
                 *       "create_top": 5
                 *     }
                 */
                "application/json": components["schemas"]["RosterSyncRequest"];
            };
        };
        responses: {
            /** @description The snapshot of this sync */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RosterSnapshotRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    listMetaDeckSnapshots: {
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
            /** @description One page of snapshots */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RosterSnapshotRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaDeckRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "name": "Sligh",
                 *       "tier": 1.5,
                 *       "category": "aggro",
                 *       "decklist_notes": "",
                 *       "top8": 12,
                 *       "presence": 40,
                 *       "expected": "more_expected",
                 *       "tests_status": ""
                 *     }
                 */
                "application/json": components["schemas"]["MetaDeckWrite"];
            };
        };
        responses: {
            /** @description The created roster deck */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaDeckRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "name": "Sligh",
                 *       "tier": 1.5,
                 *       "category": "aggro",
                 *       "decklist_notes": "",
                 *       "top8": 12,
                 *       "presence": 40,
                 *       "expected": "more_expected",
                 *       "tests_status": ""
                 *     }
                 */
                "application/json": components["schemas"]["MetaDeckWrite"];
            };
        };
        responses: {
            /** @description The updated roster deck */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaDeckRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "name": "Friday Night Magic",
                 *       "format": "Premodern",
                 *       "date": "2026-11-20",
                 *       "kind": "tournament",
                 *       "location": "The Game Shop",
                 *       "rounds": 4,
                 *       "notes": ""
                 *     }
                 */
                "application/json": components["schemas"]["EventWrite"];
            };
        };
        responses: {
            /** @description The created event */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "name": "Friday Night Magic",
                 *       "format": "Premodern",
                 *       "date": "2026-11-20",
                 *       "kind": "tournament",
                 *       "location": "The Game Shop",
                 *       "rounds": 4,
                 *       "notes": ""
                 *     }
                 */
                "application/json": components["schemas"]["EventWrite"];
            };
        };
        responses: {
            /** @description The updated event */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                player_id?: string;
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "date": "2026-11-20",
                 *       "personal_deck_id": "3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13",
                 *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
                 *       "on_play": true,
                 *       "game1": "win",
                 *       "game2": "loss",
                 *       "game3": "win",
                 *       "event_id": "e4a1d7c2-3b9f-4c60-8d15-7a2e9b0f6c31",
                 *       "round": 2,
                 *       "game1_mulligans": 0,
                 *       "game2_mulligans": 1,
                 *       "game2_plan_used": true
                 *     }
                 */
                "application/json": components["schemas"]["MatchWrite"];
            };
        };
        responses: {
            /** @description The logged match */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "date": "2026-11-20",
                 *       "personal_deck_id": "3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13",
                 *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
                 *       "on_play": true,
                 *       "game1": "win",
                 *       "game2": "loss",
                 *       "game3": "win",
                 *       "event_id": "e4a1d7c2-3b9f-4c60-8d15-7a2e9b0f6c31",
                 *       "round": 2,
                 *       "game1_mulligans": 0,
                 *       "game2_mulligans": 1,
                 *       "game2_plan_used": true
                 *     }
                 */
                "application/json": components["schemas"]["MatchWrite"];
            };
        };
        responses: {
            /** @description The updated match */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                player_id?: string;
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["MatchesCsv"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example date,personal_deck,opponent_deck,decklist_version,event,round,on_play,game1,game2,game3,game2_on_play,game3_on_play,game1_mulligans,game2_mulligans,game3_mulligans,game2_plan_used,game3_plan_used,opening_hand,turning_point,final_turn
                 *     2026-11-20,Mono-Red Burn,Sligh,1,Friday Night Magic,2,true,win,loss,win,,,0,1,0,true,true,,,
                 */
                "text/csv": components["schemas"]["MatchesCsv"];
            };
        };
        responses: {
            /** @description How many matches were imported */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchImportResult"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardTestRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "personal_deck_id": "3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13",
                 *       "tester": "Ana",
                 *       "card_name": "Fireblast",
                 *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
                 *       "rating": 4,
                 *       "notes": "Won two races."
                 *     }
                 */
                "application/json": components["schemas"]["CardTestWrite"];
            };
        };
        responses: {
            /** @description The recorded test */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardTestRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "personal_deck_id": "3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13",
                 *       "tester": "Ana",
                 *       "card_name": "Fireblast",
                 *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
                 *       "rating": 4,
                 *       "notes": "Won two races."
                 *     }
                 */
                "application/json": components["schemas"]["CardTestWrite"];
            };
        };
        responses: {
            /** @description The updated test */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardTestRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CardTestsCsv"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                player_id?: string;
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchupSummary"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                player_id?: string;
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchetypeSummary"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistView"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "url": "https://www.moxfield.com/decks/aB3dEfGh1JkLmN0pQrStUv"
                 *     }
                 */
                "application/json": components["schemas"]["ExternalDecklistImport"];
            };
        };
        responses: {
            /** @description The new version */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistVersionRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off / Not a deck URL of a supported deck builder / The deck builder has no such deck / The deck is private on the deck builder / The deck has no cards */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST" | "INVALID_DECK_URL" | "EXTERNAL_DECK_NOT_FOUND" | "EXTERNAL_DECK_PRIVATE" | "EXTERNAL_DECK_EMPTY";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description The deck builder could not provide the deck / The deck builder refused the request */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "DECK_SOURCE_FAILED" | "DECK_SOURCE_REFUSED";
                    };
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
                player_id?: string;
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionStats"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistDiff"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardPlanRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "decklist_version_id": "0c9e4f2a-7b1d-4a83-b5e6-9d2f1a7c3e48",
                 *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
                 *       "on_play": {
                 *         "in": [
                 *           {
                 *             "name": "Duress",
                 *             "quantity": 2
                 *           }
                 *         ],
                 *         "out": [
                 *           {
                 *             "name": "Lightning Bolt",
                 *             "quantity": 2
                 *           }
                 *         ]
                 *       },
                 *       "on_draw": {
                 *         "in": [
                 *           {
                 *             "name": "Pyroblast",
                 *             "quantity": 2
                 *           }
                 *         ],
                 *         "out": [
                 *           {
                 *             "name": "Lightning Bolt",
                 *             "quantity": 2
                 *           }
                 *         ]
                 *       },
                 *       "note": "Keep the burn on the play."
                 *     }
                 */
                "application/json": components["schemas"]["SideboardPlanWrite"];
            };
        };
        responses: {
            /** @description The plan, with its post-board 75 */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardPlanRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardPlanRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "decklist_version_id": "0c9e4f2a-7b1d-4a83-b5e6-9d2f1a7c3e48",
                 *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
                 *       "on_play": {
                 *         "in": [
                 *           {
                 *             "name": "Duress",
                 *             "quantity": 2
                 *           }
                 *         ],
                 *         "out": [
                 *           {
                 *             "name": "Lightning Bolt",
                 *             "quantity": 2
                 *           }
                 *         ]
                 *       },
                 *       "on_draw": {
                 *         "in": [
                 *           {
                 *             "name": "Pyroblast",
                 *             "quantity": 2
                 *           }
                 *         ],
                 *         "out": [
                 *           {
                 *             "name": "Lightning Bolt",
                 *             "quantity": 2
                 *           }
                 *         ]
                 *       },
                 *       "note": "Keep the burn on the play."
                 *     }
                 */
                "application/json": components["schemas"]["SideboardPlanWrite"];
            };
        };
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardPlanRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                player_id?: string;
                personal_deck_ids: string;
                field?: string;
                since_last_change?: "0" | "1" | "true" | "false";
                rounds?: number;
                min_wins?: number;
                seed?: number;
                draws?: number;
                prior?: "uniform" | "public";
                prior_archetype?: string;
                prior_format?: string;
                prior_from?: string;
                prior_to?: string;
                prior_games?: number;
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldSimulation"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
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
            header?: {
                /** @description The ETag of a copy the client holds; while it is still current the answer is 304 with no body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of sets */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetList"];
                };
            };
            /** @description If-None-Match named the current ETag: nothing changed */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    getSet: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of a copy the client holds; while it is still current the answer is 304 with no body. */
                "If-None-Match"?: string;
            };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetRead"];
                };
            };
            /** @description If-None-Match named the current ETag: nothing changed */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Set not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "SET_NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
            header?: {
                /** @description The ETag of a copy the client holds; while it is still current the answer is 304 with no body. */
                "If-None-Match"?: string;
            };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardList"];
                };
            };
            /** @description If-None-Match named the current ETag: nothing changed */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Set not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "SET_NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    autocompleteCardNames: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: {
                /** @description The ETag of a copy the client holds; while it is still current the answer is 304 with no body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Card names */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardNameList"];
                };
            };
            /** @description If-None-Match named the current ETag: nothing changed */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED";
                    };
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
            header?: {
                /** @description The ETag of a copy the client holds; while it is still current the answer is 304 with no body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardRead"];
                };
            };
            /** @description If-None-Match named the current ETag: nothing changed */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Card not found. / Several cards match the name; the body lists candidates. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NamedCardNotFound"] & {
                        /** @enum {unknown} */
                        code: "CARD_NOT_FOUND" | "CARD_NAME_AMBIGUOUS";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
            header?: {
                /** @description The ETag of a copy the client holds; while it is still current the answer is 304 with no body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of cards */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardSearchPage"];
                };
            };
            /** @description If-None-Match named the current ETag: nothing changed */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The search does not parse; the detail names the term and its position */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "INVALID_SEARCH";
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "RATE_LIMITED";
                    };
                };
            };
        };
    };
    getCardCollection: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of a copy the client holds; while it is still current the answer is 304 with no body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "identifiers": [
                 *         {
                 *           "name": "Lightning Bolt"
                 *         },
                 *         {
                 *           "set": "LEA",
                 *           "collector_number": "161"
                 *         },
                 *         {
                 *           "id": "d9b9b6a5-6e2c-5b0f-9c4a-8f8b1e6c2d7a"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CardCollectionRequest"];
            };
        };
        responses: {
            /** @description The cards found and the identifiers not found */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardCollection"];
                };
            };
            /** @description If-None-Match named the current ETag: nothing changed */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    getCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of a copy the client holds; while it is still current the answer is 304 with no body. */
                "If-None-Match"?: string;
            };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardRead"];
                };
            };
            /** @description If-None-Match named the current ETag: nothing changed */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Card not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "CARD_NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    getCardPrices: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of a copy the client holds; while it is still current the answer is 304 with no body. */
                "If-None-Match"?: string;
            };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardPrices"];
                };
            };
            /** @description If-None-Match named the current ETag: nothing changed */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Card not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "CARD_NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
            header?: {
                /** @description The ETag of a copy the client holds; while it is still current the answer is 304 with no body. */
                "If-None-Match"?: string;
            };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardList"];
                };
            };
            /** @description If-None-Match named the current ETag: nothing changed */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Card not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "CARD_NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                /**
                 * @example {
                 *       "source": "AllPricesToday",
                 *       "force": false
                 *     }
                 */
                "application/json": components["schemas"]["ImportRequest"];
            };
        };
        responses: {
            /** @description The import started */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportStatus"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description A card-data import is already running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "IMPORT_RUNNING";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportStatus"];
                };
            };
        };
    };
    teamListPersonalDecks: {
        parameters: {
            query?: {
                include_archived?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The decks */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDeckRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamCreatePersonalDeck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Mono-Red Burn"
                 *     }
                 */
                "application/json": components["schemas"]["PersonalDeckCreate"];
            };
        };
        responses: {
            /** @description The created deck */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDeckRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamArchivePersonalDeck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archived */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamListDecklistVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistVersionRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamAddDecklistVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "4 Lightning Bolt\n4 Goblin Guide\n20 Mountain\n\nSideboard\n2 Pyroblast",
                 *       "source": "manual"
                 *     }
                 */
                "application/json": components["schemas"]["DecklistVersionCreate"];
            };
        };
        responses: {
            /** @description The created version */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistVersionRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamDeleteDecklistVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamSyncMetaDecks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "format": "modern",
                 *       "from": "2024-05-01",
                 *       "to": "2024-05-31",
                 *       "weighting": "none",
                 *       "create_top": 5
                 *     }
                 */
                "application/json": components["schemas"]["RosterSyncRequest"];
            };
        };
        responses: {
            /** @description The snapshot of this sync */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RosterSnapshotRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamListMetaDeckSnapshots: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of snapshots */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RosterSnapshotRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamListMetaDecks: {
        parameters: {
            query?: {
                include_archived?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roster */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaDeckRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamCreateMetaDeck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Sligh",
                 *       "tier": 1.5,
                 *       "category": "aggro",
                 *       "decklist_notes": "",
                 *       "top8": 12,
                 *       "presence": 40,
                 *       "expected": "more_expected",
                 *       "tests_status": ""
                 *     }
                 */
                "application/json": components["schemas"]["MetaDeckWrite"];
            };
        };
        responses: {
            /** @description The created roster deck */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaDeckRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamUpdateMetaDeck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Sligh",
                 *       "tier": 1.5,
                 *       "category": "aggro",
                 *       "decklist_notes": "",
                 *       "top8": 12,
                 *       "presence": 40,
                 *       "expected": "more_expected",
                 *       "tests_status": ""
                 *     }
                 */
                "application/json": components["schemas"]["MetaDeckWrite"];
            };
        };
        responses: {
            /** @description The updated roster deck */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaDeckRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamArchiveMetaDeck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archived */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamListEvents: {
        parameters: {
            query?: {
                include_archived?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamCreateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Friday Night Magic",
                 *       "format": "Premodern",
                 *       "date": "2026-11-20",
                 *       "kind": "tournament",
                 *       "location": "The Game Shop",
                 *       "rounds": 4,
                 *       "notes": ""
                 *     }
                 */
                "application/json": components["schemas"]["EventWrite"];
            };
        };
        responses: {
            /** @description The created event */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamUpdateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Friday Night Magic",
                 *       "format": "Premodern",
                 *       "date": "2026-11-20",
                 *       "kind": "tournament",
                 *       "location": "The Game Shop",
                 *       "rounds": 4,
                 *       "notes": ""
                 *     }
                 */
                "application/json": components["schemas"]["EventWrite"];
            };
        };
        responses: {
            /** @description The updated event */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamArchiveEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archived */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamListMatches: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                date_from?: string;
                date_to?: string;
                event_id?: string;
                event_kind?: string;
                personal_deck_id?: string;
                decklist_version_id?: string;
                player_id?: string;
            };
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matches */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamRecordMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-11-20",
                 *       "personal_deck_id": "3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13",
                 *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
                 *       "on_play": true,
                 *       "game1": "win",
                 *       "game2": "loss",
                 *       "game3": "win",
                 *       "event_id": "e4a1d7c2-3b9f-4c60-8d15-7a2e9b0f6c31",
                 *       "round": 2,
                 *       "game1_mulligans": 0,
                 *       "game2_mulligans": 1,
                 *       "game2_plan_used": true
                 *     }
                 */
                "application/json": components["schemas"]["MatchWrite"];
            };
        };
        responses: {
            /** @description The logged match */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamUpdateMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-11-20",
                 *       "personal_deck_id": "3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13",
                 *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
                 *       "on_play": true,
                 *       "game1": "win",
                 *       "game2": "loss",
                 *       "game3": "win",
                 *       "event_id": "e4a1d7c2-3b9f-4c60-8d15-7a2e9b0f6c31",
                 *       "round": 2,
                 *       "game1_mulligans": 0,
                 *       "game2_mulligans": 1,
                 *       "game2_plan_used": true
                 *     }
                 */
                "application/json": components["schemas"]["MatchWrite"];
            };
        };
        responses: {
            /** @description The updated match */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamDeleteMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamExportMatches: {
        parameters: {
            query?: {
                date_from?: string;
                date_to?: string;
                event_id?: string;
                event_kind?: string;
                personal_deck_id?: string;
                decklist_version_id?: string;
                player_id?: string;
            };
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["MatchesCsv"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamImportMatches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example date,personal_deck,opponent_deck,decklist_version,event,round,on_play,game1,game2,game3,game2_on_play,game3_on_play,game1_mulligans,game2_mulligans,game3_mulligans,game2_plan_used,game3_plan_used,opening_hand,turning_point,final_turn
                 *     2026-11-20,Mono-Red Burn,Sligh,1,Friday Night Magic,2,true,win,loss,win,,,0,1,0,true,true,,,
                 */
                "text/csv": components["schemas"]["MatchesCsv"];
            };
        };
        responses: {
            /** @description How many matches were imported */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchImportResult"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamListCardTests: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                personal_deck_id?: string;
            };
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of card tests */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardTestRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamRecordCardTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "personal_deck_id": "3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13",
                 *       "tester": "Ana",
                 *       "card_name": "Fireblast",
                 *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
                 *       "rating": 4,
                 *       "notes": "Won two races."
                 *     }
                 */
                "application/json": components["schemas"]["CardTestWrite"];
            };
        };
        responses: {
            /** @description The recorded test */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardTestRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamUpdateCardTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "personal_deck_id": "3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f7a13",
                 *       "tester": "Ana",
                 *       "card_name": "Fireblast",
                 *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
                 *       "rating": 4,
                 *       "notes": "Won two races."
                 *     }
                 */
                "application/json": components["schemas"]["CardTestWrite"];
            };
        };
        responses: {
            /** @description The updated test */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardTestRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamDeleteCardTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamExportCardTests: {
        parameters: {
            query?: {
                personal_deck_id?: string;
            };
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card tests */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CardTestsCsv"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamGetMatchupSummary: {
        parameters: {
            query?: {
                date_from?: string;
                date_to?: string;
                event_id?: string;
                event_kind?: string;
                personal_deck_id?: string;
                decklist_version_id?: string;
                player_id?: string;
            };
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matchups */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchupSummary"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamGetArchetypeSummary: {
        parameters: {
            query?: {
                date_from?: string;
                date_to?: string;
                event_id?: string;
                event_kind?: string;
                personal_deck_id?: string;
                decklist_version_id?: string;
                player_id?: string;
            };
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The four archetypes */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchetypeSummary"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamGetDecklistView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coloured rows */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistView"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamImportExternalDecklist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://www.moxfield.com/decks/aB3dEfGh1JkLmN0pQrStUv"
                 *     }
                 */
                "application/json": components["schemas"]["ExternalDecklistImport"];
            };
        };
        responses: {
            /** @description The new version */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistVersionRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off / Not a deck URL of a supported deck builder / The deck builder has no such deck / The deck is private on the deck builder / The deck has no cards */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST" | "INVALID_DECK_URL" | "EXTERNAL_DECK_NOT_FOUND" | "EXTERNAL_DECK_PRIVATE" | "EXTERNAL_DECK_EMPTY";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
            /** @description The deck builder could not provide the deck / The deck builder refused the request */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "DECK_SOURCE_FAILED" | "DECK_SOURCE_REFUSED";
                    };
                };
            };
        };
    };
    teamGetVersionStats: {
        parameters: {
            query?: {
                date_from?: string;
                date_to?: string;
                event_id?: string;
                event_kind?: string;
                decklist_version_id?: string;
                player_id?: string;
            };
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionStats"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamGetDecklistDiff: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistDiff"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamListSideboardPlans: {
        parameters: {
            query?: {
                opponent_deck_id?: string;
            };
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans, oldest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardPlanRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamCreateSideboardPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "decklist_version_id": "0c9e4f2a-7b1d-4a83-b5e6-9d2f1a7c3e48",
                 *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
                 *       "on_play": {
                 *         "in": [
                 *           {
                 *             "name": "Duress",
                 *             "quantity": 2
                 *           }
                 *         ],
                 *         "out": [
                 *           {
                 *             "name": "Lightning Bolt",
                 *             "quantity": 2
                 *           }
                 *         ]
                 *       },
                 *       "on_draw": {
                 *         "in": [
                 *           {
                 *             "name": "Pyroblast",
                 *             "quantity": 2
                 *           }
                 *         ],
                 *         "out": [
                 *           {
                 *             "name": "Lightning Bolt",
                 *             "quantity": 2
                 *           }
                 *         ]
                 *       },
                 *       "note": "Keep the burn on the play."
                 *     }
                 */
                "application/json": components["schemas"]["SideboardPlanWrite"];
            };
        };
        responses: {
            /** @description The plan, with its post-board 75 */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardPlanRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamGetSideboardPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardPlanRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamUpdateSideboardPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "decklist_version_id": "0c9e4f2a-7b1d-4a83-b5e6-9d2f1a7c3e48",
                 *       "opponent_deck_id": "b71c0e94-5a3f-4d28-9e6b-1f8a2d4c6e05",
                 *       "on_play": {
                 *         "in": [
                 *           {
                 *             "name": "Duress",
                 *             "quantity": 2
                 *           }
                 *         ],
                 *         "out": [
                 *           {
                 *             "name": "Lightning Bolt",
                 *             "quantity": 2
                 *           }
                 *         ]
                 *       },
                 *       "on_draw": {
                 *         "in": [
                 *           {
                 *             "name": "Pyroblast",
                 *             "quantity": 2
                 *           }
                 *         ],
                 *         "out": [
                 *           {
                 *             "name": "Lightning Bolt",
                 *             "quantity": 2
                 *           }
                 *         ]
                 *       },
                 *       "note": "Keep the burn on the play."
                 *     }
                 */
                "application/json": components["schemas"]["SideboardPlanWrite"];
            };
        };
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardPlanRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamDeleteSideboardPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamSimulateField: {
        parameters: {
            query: {
                date_from?: string;
                date_to?: string;
                event_id?: string;
                event_kind?: string;
                decklist_version_id?: string;
                player_id?: string;
                personal_deck_ids: string;
                field?: string;
                since_last_change?: "0" | "1" | "true" | "false";
                rounds?: number;
                min_wins?: number;
                seed?: number;
                draws?: number;
                prior?: "uniform" | "public";
                prior_archetype?: string;
                prior_format?: string;
                prior_from?: string;
                prior_to?: string;
                prior_games?: number;
            };
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The simulation */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldSimulation"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhooks */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://bot.example.com/metagame",
                 *       "events": [
                 *         "match.recorded"
                 *       ],
                 *       "description": "Discord bot"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookWrite"];
            };
        };
        responses: {
            /** @description The webhook, with its secret */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true
                 *     }
                 */
                "application/json": components["schemas"]["WebhookUpdate"];
            };
        };
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook, with its new secret */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deliveries */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamListWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhooks */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamCreateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://bot.example.com/metagame",
                 *       "events": [
                 *         "match.recorded"
                 *       ],
                 *       "description": "Discord bot"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookWrite"];
            };
        };
        responses: {
            /** @description The webhook, with its secret */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account / Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN" | "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamGetWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRead"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamDeleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamUpdateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true
                 *     }
                 */
                "application/json": components["schemas"]["WebhookUpdate"];
            };
        };
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamRotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook, with its new secret */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamListWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                team_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deliveries */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    teamRedeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                webhook_id: string;
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    listTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s teams */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
        };
    };
    createTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Friday Night Testers"
                 *     }
                 */
                "application/json": components["schemas"]["TeamWrite"];
            };
        };
        responses: {
            /** @description The new team */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    joinTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "q3kT0tZ6yq2mB0nYpW8rV4sX1cL9aE7uH5jG3fD2kS0"
                 *     }
                 */
                "application/json": components["schemas"]["TeamJoin"];
            };
        };
        responses: {
            /** @description The team joined */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off / Invalid or expired invitation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST" | "INVALID_INVITATION";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "FORBIDDEN";
                    };
                };
            };
            /** @description The address or account is already a member of the team. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "ALREADY_MEMBER";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamDetail"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    deleteTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    renameTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Friday Night Testers"
                 *     }
                 */
                "application/json": components["schemas"]["TeamWrite"];
            };
        };
        responses: {
            /** @description The renamed team */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    transferTeamOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_id": "7f1d2c9e-3b4a-4c5d-8e6f-0a1b2c3d4e5f"
                 *     }
                 */
                "application/json": components["schemas"]["OwnershipTransfer"];
            };
        };
        responses: {
            /** @description Transferred */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    leaveTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description A team keeps exactly one owner: the owner transfers ownership before leaving or stepping down */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "OWNER_REQUIRED";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    removeTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; their next request to the team is refused */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    changeTeamMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "captain"
                 *     }
                 */
                "application/json": components["schemas"]["TeamMemberRoleWrite"];
            };
        };
        responses: {
            /** @description Changed */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description A team keeps exactly one owner: the owner transfers ownership before leaving or stepping down */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "OWNER_REQUIRED";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    listTeamInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending invitations */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamInvitationRead"][];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    inviteTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "teammate@example.com",
                 *       "role": "member"
                 *     }
                 */
                "application/json": components["schemas"]["TeamInvitationWrite"];
            };
        };
        responses: {
            /** @description The invitation (without its token) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamInvitationRead"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The address or account is already a member of the team. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "ALREADY_MEMBER";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
            /** @description The verification email could not be sent; nothing was created. */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "EMAIL_NOT_SENT";
                    };
                };
            };
        };
    };
    revokeTeamInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: string;
                invitation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked: the link admits nobody */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    listTeamAuditEvents: {
        parameters: {
            query?: {
                event_type?: components["schemas"]["AuditEventType"];
                from?: string;
                to?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                team_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the team’s events */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventList"];
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    importTournament: {
        parameters: {
            query?: {
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Tournament": {
                 *         "Date": "2024-05-18T08:00:00Z",
                 *         "Name": "Modern Open",
                 *         "Uri": "https://example.com/events/1"
                 *       },
                 *       "Decks": [
                 *         {
                 *           "Player": "Ana",
                 *           "Result": "1st Place",
                 *           "Mainboard": [
                 *             {
                 *               "Count": 4,
                 *               "CardName": "Lightning Bolt"
                 *             }
                 *           ],
                 *           "Sideboard": []
                 *         },
                 *         {
                 *           "Player": "Bo",
                 *           "Result": "2nd Place",
                 *           "Mainboard": [
                 *             {
                 *               "Count": 4,
                 *               "CardName": "Counterspell"
                 *             }
                 *           ],
                 *           "Sideboard": []
                 *         }
                 *       ],
                 *       "Rounds": [
                 *         {
                 *           "RoundName": "Round 1",
                 *           "Matches": [
                 *             {
                 *               "Player1": "Ana",
                 *               "Player2": "Bo",
                 *               "Result": "2-1-0"
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "Standings": [
                 *         {
                 *           "Rank": 1,
                 *           "Player": "Ana",
                 *           "Points": 3,
                 *           "Wins": 1,
                 *           "Losses": 0,
                 *           "Draws": 0
                 *         },
                 *         {
                 *           "Rank": 2,
                 *           "Player": "Bo",
                 *           "Points": 0,
                 *           "Wins": 0,
                 *           "Losses": 1,
                 *           "Draws": 0
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["TournamentFile"];
            };
        };
        responses: {
            /** @description What was imported */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentImportReport"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    listTournaments: {
        parameters: {
            query?: {
                format?: string;
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
            /** @description A page of tournaments */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentSummary"][];
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    getTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tournament_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournament */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentRead"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    importArchetypeDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "format": "modern",
                 *       "files": [
                 *         {
                 *           "path": "Archetypes/Burn.json",
                 *           "text": "{ \"Name\": \"Burn\", \"IncludeColorInName\": false, \"Conditions\": [ { \"Type\": \"InMainboard\", \"Cards\": [\"Lava Spike\"] } ] }"
                 *         },
                 *         {
                 *           "path": "Fallbacks/GenericAggro.json",
                 *           "text": "{ \"Name\": \"GenericAggro\", \"IncludeColorInName\": true, \"CommonCards\": [\"Goblin Guide\"] }"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ArchetypeDefinitionsImport"];
            };
        };
        responses: {
            /** @description Stored; the reclassification started */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchetypeDefinitionsImported"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue / The request breaks a business rule */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED" | "VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    getReclassificationStatus: {
        parameters: {
            query: {
                format: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reclassification"];
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    overrideDeckArchetype: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deck_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "archetype": "Boros Energy"
                 *     }
                 */
                "application/json": components["schemas"]["DeckArchetypeOverride"];
            };
        };
        responses: {
            /** @description The deck’s labels */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeckArchetype"];
                };
            };
            /** @description The body does not decode in its charset, or the request was cut off */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "BAD_REQUEST";
                    };
                };
            };
            /** @description Missing, invalid, expired, revoked or wrong-type token */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description Insufficient permissions. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "INSUFFICIENT_PERMISSIONS";
                    };
                };
            };
            /** @description No such record of the caller (another user’s records answer the same) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over its size limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body’s content encoding or charset is not supported */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"] & {
                        /** @enum {unknown} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    listMetaFormats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The formats */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaFormats"];
                };
            };
        };
    };
    getMetaShare: {
        parameters: {
            query: {
                format: string;
                from?: string;
                to?: string;
                weighting?: "none" | "log_players" | "per_event";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The share table */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaShare"];
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    getMetaTrend: {
        parameters: {
            query: {
                format: string;
                from?: string;
                to?: string;
                weighting?: "none" | "log_players" | "per_event";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The weekly shares */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaTrend"];
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
    getMatchupMatrix: {
        parameters: {
            query: {
                format: string;
                from?: string;
                to?: string;
                min_matches?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matrix */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchupMatrix"];
                };
            };
            /** @description The path, query or body does not match its schema; `detail` lists each issue */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] & {
                        /** @enum {unknown} */
                        code: "REQUEST_VALIDATION_FAILED";
                    };
                };
            };
        };
    };
}
