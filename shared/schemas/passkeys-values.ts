// The passkeys' fixed values (issue #39), apart from the schemas (passkeys.ts, which re-exports
// them) so the Settings screen can use them without loading the schema library at its start.

/** A passkey's name, as its owner gives it ("Kari's phone"). */
export const PASSKEY_NAME_MAX = 60;
