import { Svg, type IconProps } from "#app/components/ui/icons.tsx";

/** The favourite and compare icons: only the saved-listings parts use them, so they load with those parts, not with the shell's icons. */

/** The favourite's heart: outlined; the stylesheet fills it when the button is pressed. */
export const HeartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.1 4c2 0 3.6 1.1 4.9 2.9C13.3 5.1 14.9 4 16.9 4c3.5 0 5.7 3.6 4.4 7.1-1.8 4.8-9.3 9.4-9.3 9.4z" />
  </Svg>
);
/** Compare: two columns side by side. */
export const CompareIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="4" width="7" height="16" rx="1.5" />
    <rect x="14" y="4" width="7" height="16" rx="1.5" />
  </Svg>
);
