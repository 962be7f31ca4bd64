/** The icon of a property type, by its WebID (spec §3). */
export type PropertyTypeIcon = "residential" | "commercial" | "industrial" | "land" | "office" | "retail";

/**
 * Spec §3: 1 residential; 2 commercial (also the default: anything unknown is drawn as commercial);
 * 3 industrial/warehouse; 4 land; 5 and 7 office; 6 retail.
 */
export function propertyTypeIcon(webId: number): PropertyTypeIcon {
  switch (webId) {
    case 1:
      return "residential";
    case 3:
      return "industrial";
    case 4:
      return "land";
    case 5:
    case 7:
      return "office";
    case 6:
      return "retail";
    default:
      return "commercial";
  }
}
