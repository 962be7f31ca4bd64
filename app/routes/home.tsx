import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import type { loader as rootLoader } from "#app/root.tsx";

// The page's language and dictionary come from the root loader; this page adds nothing to them.
export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as Awaited<ReturnType<typeof rootLoader>> | undefined;
  return [{ title: root?.agency.name ?? "" }, { name: "description", content: root?.messages["seo.defaultDescription"] ?? "" }];
}

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  return (
    <main className="page page--home">
      <h1>{root.agency.name}</h1>
      <p>{root.messages["seo.defaultDescription"]}</p>
    </main>
  );
}
