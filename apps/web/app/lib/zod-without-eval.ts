// zod compiles object schemas with `new Function` and probes for it when the first schema is
// built; the Content Security Policy forbids eval, so every form page logged a violation. zod
// reads its settings from this global (shared by every copy of zod on the page), created here
// before any zod module runs: `z.config()` would come too late, since a chunk that holds zod may
// also hold schemas that are built as it loads.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
