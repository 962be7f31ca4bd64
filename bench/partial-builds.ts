/**
 * What the section builds of server/partial-builds.ts save (decision 0041): React Router's request
 * handler called in process, on the production build, for the same document requests through the
 * whole build and through the part handlersByPath picks. The variants alternate batch by batch;
 * each batch's CPU time per request (`process.cpuUsage`) is recorded and the medians printed.
 * The documents' sizes are printed first (see decision 0041 for the one difference).
 *
 *   npm run build && npx tsx bench/partial-builds.ts [--build build/server/index.js] [--batches 40] [--size 50]
 *
 * Runs on the sample catalogue in an in-memory PGlite database (tests/setup/sample-catalogue.ts):
 * the catalogue cache makes every request after the first one a render, which is what the
 * section builds speed up.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import pino from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { handlersByPath } from "#server/partial-builds.ts";
import { openSampleCatalogue } from "#tests/setup/sample-catalogue.ts";

const { values } = parseArgs({
  options: {
    build: { type: "string", default: "build/server/index.js" },
    batches: { type: "string", default: "40" },
    size: { type: "string", default: "50" },
    warmup: { type: "string", default: "300" },
  },
});
const batches = Number(values.batches);
const size = Number(values.size);

const PAGES = [
  "/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/4100001/",
  "/nl/te-koop/",
  "/nl/",
];

const build = (await import(pathToFileURL(path.resolve(values.build)).href)) as ServerBuild;
const catalogue = await openSampleCatalogue();
const context = { ...catalogue.context(), logger: pino({ level: "error" }) };
const whole = createRequestHandler(build, "production");
const partFor = handlersByPath(build, (part) => createRequestHandler(part, "production"));
const partOf = handlersByPath(build, (part) => part);
const variants = {
  whole: () => whole,
  sections: (pathname: string) => partFor(pathname),
};

async function answer(variant: keyof typeof variants, pathname: string): Promise<string> {
  const response = await variants[variant](pathname)(new Request(`https://agency.example${pathname}`), context);
  if (response.status !== 200)
    throw new Error(`${pathname}: ${response.status} ${(await response.text()).slice(0, 2000)}`);
  return response.text();
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

console.log(`build ${values.build}: ${Object.keys(build.routes).length} routes`);
for (const pathname of PAGES) {
  const [a, b] = [await answer("whole", pathname), await answer("sections", pathname)];
  console.log(
    `${pathname}: ${Object.keys(partOf(pathname).routes).length} routes; document ${a.length} bytes whole, ${b.length} sections${a === b ? " (the same)" : ""}`,
  );
  for (let i = 0; i < Number(values.warmup); i++) await answer(i % 2 ? "whole" : "sections", pathname);
  const times: Record<keyof typeof variants, number[]> = { whole: [], sections: [] };
  for (let batch = 0; batch < batches; batch++) {
    for (const variant of batch % 2 ? (["sections", "whole"] as const) : (["whole", "sections"] as const)) {
      const start = process.cpuUsage();
      for (let i = 0; i < size; i++) await answer(variant, pathname);
      const used = process.cpuUsage(start);
      times[variant].push((used.user + used.system) / 1000 / size);
    }
  }
  const [w, s] = [median(times.whole), median(times.sections)];
  console.log(
    `  CPU ms per request, median of ${batches} batches of ${size}: whole ${w.toFixed(3)}, sections ${s.toFixed(3)} (${(((w - s) / w) * 100).toFixed(1)} % less)`,
  );
}
await catalogue.close();
