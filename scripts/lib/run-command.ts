import { spawn } from "node:child_process";
import { info, useColor } from "./console.ts";

export interface RunOptions {
  /** The complete environment of the child (not merged with ours). */
  env?: NodeJS.ProcessEnv;
  /**
   * Pass NO_COLOR=1 when our own output is plain (default true). Playwright needs none: it
   * colours only a terminal, and it gives its web server FORCE_COLOR=1, which with NO_COLOR makes
   * Node print a warning at every start.
   */
  plainOutput?: boolean;
}

/**
 * Runs a command with the console handed over to it (its own colours and progress), and resolves
 * with its exit code. A command that cannot start at all resolves with 127, like a shell.
 */
export function runCommand(command: string, args: string[], options: RunOptions = {}): Promise<number> {
  info(`$ ${[command, ...args].map(quoteForDisplay).join(" ")}`);
  return new Promise((resolve) => {
    const env = withColorPolicy(options.env ?? process.env, options.plainOutput ?? true);
    const child = spawn(command, args, { stdio: "inherit", env });
    child.once("error", (error) => {
      info(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Children colour their output when TERM looks like a terminal or CI is set, even into a pipe
 * (Vitest, Vite); on CI or in a log file that is noise, so they follow our own choice
 * (console.ts) unless FORCE_COLOR says otherwise.
 */
function withColorPolicy(env: NodeJS.ProcessEnv, plainOutput: boolean): NodeJS.ProcessEnv {
  if (!plainOutput || useColor || env.FORCE_COLOR) return env;
  return { ...env, NO_COLOR: "1" };
}

function quoteForDisplay(arg: string): string {
  return /^[\w./=:@,+-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`;
}

/** Our environment without DATABASE_URL: the PGlite runs and the e2e server must not see one. */
export function envWithoutDatabaseUrl(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  return env;
}
