import type { NextFunction, Request, Response } from "express";
import { refuse, type AnswerKind } from "./refusal.ts";

/**
 * Which HTTP methods each kind of address serves (decision 0027). Pages take GET and HEAD, and
 * POST for their forms (every form posts to its own page, decision 0007); the JSON API and files
 * (health, texts, pictures, assets, sitemap) are read-only, except `/api/consent`, which only
 * records. Anything else (PUT, PATCH, DELETE, TRACE, WebDAV verbs…) is answered here with 405 and
 * `Allow`, before any guard, body or action sees it: the form guard, the captcha and the rate
 * limit were written for POST, and a PUT reaching an action used to send its mails unguarded.
 */
export type Method = "GET" | "HEAD" | "POST";

const PAGE: readonly Method[] = ["GET", "HEAD", "POST"];
const READ_ONLY: readonly Method[] = ["GET", "HEAD"];
const RECORD_ONLY: readonly Method[] = ["POST"];

/** Files and endpoints answered outside React Router, or by resource routes that only read. */
const READ_ONLY_PREFIXES = [
  "/healthz",
  "/texts/",
  "/img/",
  "/sample/",
  "/assets/",
  "/sitemap.xml",
  "/robots.txt",
  "/__manifest",
];

/** What kind of answer an address gives: a page (HTML in its language), the JSON API, or a file. */
export function answerKindOf(pathname: string): AnswerKind {
  // Express and React Router match a path whatever its case: `/API/consent` is the API as well.
  const path = pathname.toLowerCase();
  if (path === "/api" || path.startsWith("/api/")) return "api";
  if (READ_ONLY_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix))) return "file";
  // A page's data request (React Router's `/nl/contact.data`, `/_root.data`) is the page itself.
  if (pathname.endsWith(".data")) return "page";
  // Public files (favicon, pictures) have an extension; no page has one.
  return /\.[^/]*$/.test(pathname) ? "file" : "page";
}

/** The methods an address answers (OPTIONS aside: it is answered with this list). */
export function allowedMethods(pathname: string): readonly Method[] {
  if (pathname.toLowerCase() === "/api/consent") return RECORD_ONLY;
  return answerKindOf(pathname) === "page" ? PAGE : READ_ONLY;
}

/**
 * 405 with `Allow` for a method the address does not serve; OPTIONS answers 204 with the same
 * `Allow` (no action runs, nothing is read). Never cached.
 */
export function methodPolicy() {
  return (req: Request, res: Response, next: NextFunction) => {
    const allowed = allowedMethods(req.path);
    if ((allowed as readonly string[]).includes(req.method)) return next();
    res.set("Allow", allowed.join(", "));
    if (req.method === "OPTIONS") return refuse(req, res, { status: 204, kind: answerKindOf(req.path) });
    refuse(req, res, { status: 405, kind: answerKindOf(req.path) });
  };
}
