import { data } from "react-router";

/** Every path no route claims: the localized not-found page (root ErrorBoundary), status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
