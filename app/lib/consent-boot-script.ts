import { CONSENT_CATEGORIES, CONSENT_STORAGE_KEY, GOOGLE_CONSENT_KEYS, SET_COOKIES_FLAG } from "./consent.ts";

/**
 * The inline script at the top of every page (in <head>, allowed by its hash in the CSP): it reads the stored
 * choice before the first paint and marks <html data-consent="ask|answered|preview">, so the
 * server-rendered dialog is shown by CSS from the first frame when it must be — no layout shift,
 * no late largest paint, and pages stay cacheable (the HTML is the same for every visitor). With
 * `setcookies` in the query it forgets every stored choice first.
 *
 * It repeats `consentStatus()` of ./consent.ts in a few hundred bytes of plain ES5; the table test
 * beside runs both on the same inputs, so they cannot drift apart. It never throws: storage that
 * cannot be read (privacy modes) asks.
 */
export function consentBootScript({
  expiryDays,
  policyVersion,
}: {
  expiryDays: number;
  policyVersion: string;
}): string {
  const config = {
    version: policyVersion,
    days: expiryDays,
    key: CONSENT_STORAGE_KEY,
    keys: [CONSENT_STORAGE_KEY, ...Object.keys(GOOGLE_CONSENT_KEYS)],
    categories: CONSENT_CATEGORIES,
    flag: SET_COOKIES_FLAG,
  };
  // JSON in a script element: "<" escaped so no value can close the element.
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return `(function(c){var s="ask",h=document.documentElement;try{var q=new URLSearchParams(location.search),f=q.has(c.flag),i;if(f)for(i=0;i<c.keys.length;i++)localStorage.removeItem(c.keys[i]);if(location.pathname.toLowerCase().indexOf("preview")>=0)s="preview";else if(!f){var v=JSON.parse(localStorage.getItem(c.key)||"null"),o=v&&v.choices,t=v&&typeof v.date=="string"?Date.parse(v.date):NaN,ok=!!o&&typeof o=="object"&&o.necessary===true&&typeof v.id=="string"&&v.version===c.version&&t===t&&Date.now()-t<c.days*864e5;for(i=0;ok&&i<c.categories.length;i++)ok=typeof o[c.categories[i]]=="boolean";if(ok)s="answered"}}catch(e){}h.setAttribute("data-consent",s)})(${json})`;
}
