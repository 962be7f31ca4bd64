// Run before the build in `npm start`, so a bad environment stops at once, naming the variable.
import { ConfigError, parseConfig } from "../server/config.ts";

try {
  parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
