// The choices of the demand register form (built by ./demand-register.server.ts from the catalogue):
// a plain module, so the form component imports the type without importing a .server module.

export type DemandFormChoices = { types: { id: number; name: string }[]; zones: { zip: string; label: string }[] };
