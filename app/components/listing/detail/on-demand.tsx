import { lazy, Suspense, type ComponentProps } from "react";

/**
 * The detail routes' rarer answers, loaded on demand: the 404 and error page of the property and
 * project routes, and the page of a withdrawn listing (410). Their code stays out of the first
 * visit of a detail page that exists (budget: 120 kB gzip, bench/README.md); the server renders
 * them in full, so a visitor who gets one sees it at once.
 */
const LazyErrorBoundary = lazy(() =>
  import("./property-error-boundary.tsx").then((module) => ({ default: module.PropertyErrorBoundary })),
);
const LazyWithdrawn = lazy(() =>
  import("./property-unavailable.tsx").then((module) => ({ default: module.PropertyWithdrawn })),
);

export function PropertyErrorBoundaryOnDemand() {
  return (
    <Suspense fallback={null}>
      <LazyErrorBoundary />
    </Suspense>
  );
}

export function PropertyWithdrawnOnDemand(props: ComponentProps<typeof LazyWithdrawn>) {
  return (
    <Suspense fallback={null}>
      <LazyWithdrawn {...props} />
    </Suspense>
  );
}
