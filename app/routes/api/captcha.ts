import type { LoaderFunctionArgs, AppLoadContext } from "react-router";
import { newChallenge } from "#app/services/leads/captcha.server.ts";

/**
 * `GET /api/captcha`: a fresh signed proof-of-work challenge for the form widget. Never cached:
 * each visitor solves a challenge of their own.
 */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const challenge = await newChallenge(context.db);
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
}
