// The timed popup as the root loader passes it to the browser (built by ./popup.server.ts): a plain
// module, so the popup components import its type without importing a .server module.

/** The timed popup of spec §3/§4 (content/popup.json), worded for one language. */
export type PopupView = {
  title: string;
  description: string;
  /** Through the image endpoint when it is one of the site's pictures; "" for none. */
  image: string;
  link: { href: string; newTab: boolean } | null;
  /** Seconds before it shows; 0 shows it at once. */
  delaySeconds: number;
};
