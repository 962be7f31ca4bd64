import type { PropertyTypeIcon } from "#app/lib/property-type-icon.ts";
import { Svg } from "./icons.tsx";

/** The drawing of each property-type icon (spec §3), in the stroke style of the other icons. */
const PATHS: Record<PropertyTypeIcon, React.ReactNode> = {
  // a house
  residential: <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />,
  // a shop front with an awning
  commercial: (
    <>
      <path d="M3 9h18l-1.5-5h-15z" />
      <path d="M5 9v11h14V9M9 20v-6h6v6" />
    </>
  ),
  // a saw-tooth roofed hall
  industrial: <path d="M3 20V10l5 3V10l5 3V10l5 3V6h3v14zM7 17h2M11 17h2M15 17h2" />,
  // a parcel with a marker
  land: (
    <>
      <path d="M3 18l6-3 6 3 6-3M3 18v-3l6-3 6 3 6-3v3" />
      <path d="M12 11s3-3 3-5.5a3 3 0 0 0-6 0C9 8 12 11 12 11z" />
    </>
  ),
  // an office block
  office: <path d="M5 21V3h10v18M15 9h4v12M3 21h18M8 7h1M11 7h1M8 11h1M11 11h1M8 15h1M11 15h1" />,
  // a shopping bag
  retail: (
    <>
      <path d="M5 8h14l-1 13H6z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </>
  ),
};

/** A property type's icon; decorative (the type's name is always written beside it). */
export function PropertyTypeIconImage({ icon, className }: { icon: PropertyTypeIcon; className?: string }) {
  return <Svg className={className}>{PATHS[icon]}</Svg>;
}
