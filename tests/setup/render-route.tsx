import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
  useMatches,
  useParams,
  type AppLoadContext,
} from "react-router";
import { loader as rootLoader } from "#app/root.tsx";

/**
 * Serves one request through a page route module the way the framework does on a document
 * request (the action for a POST, then the loaders, then the page server-rendered inside the
 * app's root data), without a build: for tests of what a visitor without JavaScript gets back.
 */
type RouteModule = {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  default: ComponentType<never>;
};

export async function renderRoute(
  module: RouteModule,
  request: Request,
  context: AppLoadContext,
  params: { path?: string } = {},
): Promise<{ status: number; html: string }> {
  const Page = module.default as unknown as ComponentType<Record<string, unknown>>;
  function RouteComponent() {
    // The props the framework gives a route module's component.
    return (
      <Page loaderData={useLoaderData()} actionData={useActionData()} params={useParams()} matches={useMatches()} />
    );
  }
  const routes = [
    {
      id: "root",
      path: "/",
      loader: rootLoader as never,
      Component: Outlet,
      children: [
        {
          id: "page",
          path: params.path ?? "*",
          loader: module.loader as never,
          action: module.action as never,
          Component: RouteComponent,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const result = await handler.query(request, { requestContext: context as never });
  if (result instanceof Response) return { status: result.status, html: "" };
  const router = createStaticRouter(handler.dataRoutes, result);
  const html = renderToString(<StaticRouterProvider router={router} context={result} hydrate={false} />);
  return { status: result.statusCode, html };
}
