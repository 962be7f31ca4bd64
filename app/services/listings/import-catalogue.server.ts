/**
 * The import's former module: the sync lives in ./sync-catalogue.server.ts (full and incremental
 * runs). These names stay importable from here for existing callers.
 */
export {
  catalogueIsEmpty,
  importCatalogue,
  lastSuccessfulSync,
  type ImportOptions,
  type ImportSummary,
} from "./sync-catalogue.server.ts";
