import { createContext, useContext, useMemo, type ReactNode } from "react";
import { imageSrcSet, imageUrl } from "#app/lib/image-url.ts";

/**
 * The CDN host of the picture URLs (CDN_HOST; null: this site), handed down from the root loader's
 * data to every component that renders a picture, so the server and the browser build the same
 * URLs without a module-level setting changed during render.
 */
const ImageHostContext = createContext<string | null>(null);

export function ImageHostProvider({ host, children }: { host: string | null; children: ReactNode }) {
  return <ImageHostContext.Provider value={host}>{children}</ImageHostContext.Provider>;
}

/** imageUrl and imageSrcSet (app/lib/image-url.ts) on the page's image host. */
export function useImageUrls() {
  const host = useContext(ImageHostContext);
  return useMemo(
    () => ({
      imageUrl: (src: string, width: number) => imageUrl(src, width, host),
      imageSrcSet: (src: string, widths: readonly number[]) => imageSrcSet(src, widths, host),
    }),
    [host],
  );
}

export type ImageUrls = ReturnType<typeof useImageUrls>;
