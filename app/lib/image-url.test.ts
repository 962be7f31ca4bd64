import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageSrcSet, imageUrl } from "./image-url.ts";

describe("IMAGE_WIDTHS", () => {
  it("lists the widths of spec §9 and the srcset steps, smallest first", () => {
    expect(IMAGE_WIDTHS).toEqual([60, 250, 400, 600, 800, 1200, 1920]);
  });
});

describe("imageUrl", () => {
  it.each([
    ["/images/banner/home.jpg", 600, "/img/600/images/banner/home.jpg"],
    ["/images/footer/office.jpeg", 400, "/img/400/images/footer/office.jpeg"],
    ["/images/a.png", 60, "/img/60/images/a.png"],
    ["/images/a.webp", 1920, "/img/1920/images/a.webp"],
    ["/images/A.JPG", 250, "/img/250/images/A.JPG"],
    ["/sample/pictures/4100001-1.jpg", 400, "/img/400/sample/pictures/4100001-1.jpg"],
    // The provider's pictures: through the endpoint's remote form (it checks the host).
    [
      "https://media.example.be/images/4100001-1.jpg",
      400,
      "/img/remote?src=https%3A%2F%2Fmedia.example.be%2Fimages%2F4100001-1.jpg&w=400&format=webp",
    ],
    [
      "http://pictures.omnicasa.com/x/4100001.jpg?v=2,3",
      250,
      "/img/remote?src=http%3A%2F%2Fpictures.omnicasa.com%2Fx%2F4100001.jpg%3Fv%3D2%2C3&w=250&format=webp",
    ],
    [
      "/uploads/testimonials/familie-peeters-0a1b2c.webp",
      250,
      "/img/250/uploads/testimonials/familie-peeters-0a1b2c.webp",
    ],
    // Not resizable: returned as given.
    ["//cdn.example.be/images/a.jpg", 400, "//cdn.example.be/images/a.jpg"],
    ["ftp://media.example.be/a.jpg", 400, "ftp://media.example.be/a.jpg"],
    ["https://", 400, "https://"],
    ["/images/logo.svg", 200, "/images/logo.svg"],
    ["/images/a.jpg.svg", 400, "/images/a.jpg.svg"],
    ["/images/photojpg", 400, "/images/photojpg"],
    ["/images/.jpg", 400, "/images/.jpg"],
    ["/imagesx/a.jpg", 400, "/imagesx/a.jpg"],
    ["images/a.jpg", 400, "images/a.jpg"],
    ["/sample/documents/a.jpg", 400, "/sample/documents/a.jpg"],
    ["/sample/pictures.jpg", 400, "/sample/pictures.jpg"],
    ["/other/images/a.jpg", 400, "/other/images/a.jpg"],
    ["/uploadsx/a.webp", 400, "/uploadsx/a.webp"],
    ["", 400, ""],
  ])("%j at %i → %j", (src, width, url) => expect(imageUrl(src, width)).toBe(url));
});

describe("imageSrcSet", () => {
  it.each([
    [
      "/images/banner/home.jpg",
      [600, 1200, 1920],
      "/img/600/images/banner/home.jpg 600w, /img/1200/images/banner/home.jpg 1200w, /img/1920/images/banner/home.jpg 1920w",
    ],
    [
      "/sample/pictures/4100001-1.jpg",
      [400, 800],
      "/img/400/sample/pictures/4100001-1.jpg 400w, /img/800/sample/pictures/4100001-1.jpg 800w",
    ],
    ["/sample/pictures/4100001-1.jpg", [250], "/img/250/sample/pictures/4100001-1.jpg 250w"],
    ["/sample/pictures/4100001-1.jpg", [], ""],
    [
      "https://media.example.be/4100001-1.jpg",
      [250, 400],
      "/img/remote?src=https%3A%2F%2Fmedia.example.be%2F4100001-1.jpg&w=250&format=webp 250w, /img/remote?src=https%3A%2F%2Fmedia.example.be%2F4100001-1.jpg&w=400&format=webp 400w",
    ],
    ["/images/logo.svg", [200, 400], ""],
  ])("%j with %j → %j", (src, widths, srcSet) => expect(imageSrcSet(src, widths)).toBe(srcSet));
});

describe("with a CDN host (CDN_HOST)", () => {
  it.each([
    ["/sample/pictures/4100001-1.jpg", 400, "https://cdn.agency.be/img/400/sample/pictures/4100001-1.jpg"],
    [
      "https://media.example.be/a.jpg",
      600,
      "https://cdn.agency.be/img/remote?src=https%3A%2F%2Fmedia.example.be%2Fa.jpg&w=600&format=webp",
    ],
    ["/images/logo.svg", 200, "/images/logo.svg"],
  ])("%j at %i → %j", (src, width, url) => {
    expect(imageUrl(src, width, "cdn.agency.be")).toBe(url);
  });

  it("builds every srcset candidate on the CDN host", () => {
    expect(imageSrcSet("/images/banner/home.jpg", [600, 1920], "cdn.agency.be")).toBe(
      "https://cdn.agency.be/img/600/images/banner/home.jpg 600w, https://cdn.agency.be/img/1920/images/banner/home.jpg 1920w",
    );
  });
});
