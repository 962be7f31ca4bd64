/** The top of a chart's axis: the smallest of 1, 2, 5 × 10ⁿ that holds `max` (at least 1). */
export function niceTop(max: number): number {
  if (!(max > 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((s) => s * magnitude >= max) ?? 10;
  return step * magnitude;
}
