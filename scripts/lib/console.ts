/**
 * Console output of the test script: headings that stand out on a terminal, plain text on CI or
 * in a log file (CI=true, NO_COLOR, or output not a terminal), so logs stay greppable.
 */
export const useColor = Boolean(process.stdout.isTTY) && !process.env.CI && !process.env.NO_COLOR;

const paint = (code: string) => (text: string) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
export const bold = paint("1");
export const red = paint("31");
export const green = paint("32");
export const yellow = paint("33");
const cyan = paint("36");

/** One heading line per step, e.g. "=== [3/8] unit: Vitest unit tests ===". */
export function heading(text: string): void {
  console.log(`\n${bold(cyan(`=== ${text} ===`))}`);
}

export function info(text: string): void {
  console.log(text);
}

export function problem(text: string): void {
  console.error(red(text));
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}
