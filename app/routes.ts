import fs from "node:fs";
import path from "node:path";
import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Routes come from the localized route table (content/routes.json): each route key with a page
 * module is mounted once per language at that language's path, with its own id (`home.nl`,
 * `for-sale.fr`…). A key without a module here is not served yet.
 */
const ROUTE_MODULES: Record<string, string> = {
  home: "routes/home.tsx",
};

type RouteTable = { routes: { key: string; paths: Record<string, string> }[] };
const table = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../content/routes.json"), "utf8")) as RouteTable;
const languages = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../content/languages.json"), "utf8")) as {
  languageUse: { code: string; use: boolean }[];
};
const enabled = languages.languageUse.filter((l) => l.use).map((l) => l.code);

const localized = table.routes.flatMap((entry) => {
  const file = ROUTE_MODULES[entry.key];
  if (!file) return [];
  return enabled.map((lang) => route(`${lang}/${entry.paths[lang] ?? ""}`, file, { id: `${entry.key}.${lang}` }));
});

export default [
  index("routes/language-redirect.tsx"),
  ...localized,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
