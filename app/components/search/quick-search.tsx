import { useEffect, useId, useRef, useState } from "react";
import { useTypedBeforeHydration } from "#app/components/forms/use-typed-before-hydration.ts";
import { useT } from "#app/components/layout/use-shell.ts";
import { PropertyTypeIconImage } from "#app/components/ui/property-type-icons.tsx";
import type { Suggestions } from "#app/domain/suggestions.ts";
import type { PropertyTypeIcon } from "#app/lib/property-type-icon.ts";

type Option = {
  key: string;
  label: string;
  url: string;
  image?: string | null;
  icon?: PropertyTypeIcon;
  group: "types" | "cities" | "properties";
};

const SUGGEST_DEBOUNCE_MS = 150;
const EMPTY: Suggestions = { types: [], cities: [], properties: [] };

function optionsOf(suggestions: Suggestions): Option[] {
  return [
    ...suggestions.types.map((t) => ({
      key: `type-${t.id}`,
      label: t.name,
      url: t.url,
      icon: t.icon,
      group: "types" as const,
    })),
    ...suggestions.cities.map((c) => ({
      key: `city-${c.zip}-${c.name}`,
      label: `${c.name} (${c.zip})`,
      url: c.url,
      group: "cities" as const,
    })),
    ...suggestions.properties.map((p) => ({
      key: `property-${p.id}`,
      label: `${p.id} · ${p.title}`,
      url: p.url,
      image: p.image,
      group: "properties" as const,
    })),
  ];
}

/**
 * The quick search box (spec §2, §5) as a WAI-ARIA 1.2 combobox: typing suggests property types,
 * cities (name, zip or the name without accents) and properties (by ID); arrows move, Enter opens
 * the chosen suggestion, Escape closes. Enter without a chosen suggestion, or the button, sends the
 * text (`q`) to the list page, which reads it as a reference, a type, a city or else a text search
 * (decision 0048): the same without JavaScript, a plain GET form.
 */
export function QuickSearch({
  action,
  lang,
  variant = "header",
}: {
  action: string;
  lang: string;
  variant?: "header" | "banner";
}) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<Suggestions>(EMPTY);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const aborter = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The header's box hydrates on demand: what was typed before its script ran is suggested for now.
  useTypedBeforeHydration(input, (typed, field) => {
    if (typed === "") return;
    setQuery(typed);
    if (document.activeElement === field) setOpen(true);
  });

  useEffect(() => {
    const q = query.trim();
    if (q === "") {
      aborter.current?.abort();
      return;
    }
    const timer = window.setTimeout(() => {
      aborter.current?.abort();
      const controller = new AbortController();
      aborter.current = controller;
      fetch(`/api/suggest?q=${encodeURIComponent(q)}&lang=${lang}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : EMPTY))
        .then((result) => {
          setSuggestions(result);
          setActive(-1);
        })
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, lang]);

  // Spec §5: empty input clears the results.
  const options = query.trim() === "" ? [] : optionsOf(suggestions);
  const expanded = open && query.trim() !== "";
  const go = (option: Option | undefined) => {
    if (option) window.location.assign(option.url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index - 1 + options.length) % options.length));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      go(options[active]);
    } else if (event.key === "Escape") {
      if (expanded) setOpen(false);
      else setQuery("");
    }
  };

  const groups = (["types", "cities", "properties"] as const)
    .map((group) => ({ group, items: options.filter((o) => o.group === group) }))
    .filter((g) => g.items.length > 0);

  return (
    <form
      className={`quick-search quick-search--${variant}`}
      method="get"
      action={action}
      role="search"
      onSubmit={(event) => {
        // With a suggestion highlighted, Enter opens it; otherwise the list page reads the text
        // (decision 0048): a reference, a type, a city, else a search in the listings' texts.
        if (expanded && active >= 0) {
          event.preventDefault();
          go(options[active]);
        }
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-${options[active]?.key}` : undefined}
        // The header's box (top bar, drawer) is narrow: its placeholder is the short form, so it fits.
        placeholder={t(variant === "header" ? "search.placeholderShort" : "search.placeholder")}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button quick-search__submit">
        {t("SEARCH")}
      </button>
      {expanded && groups.length === 0 ? (
        <p className="quick-search__panel quick-search__empty">{t("search.noResults")}</p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={t("search.label")}
        className="quick-search__panel"
        hidden={!expanded || groups.length === 0}
      >
        {groups.map(({ group, items }) => (
          <div key={group} role="group" aria-label={t(`search.${group}`)}>
            <div className="quick-search__group" aria-hidden="true">
              {t(`search.${group}`)}
            </div>
            {items.map((option) => {
              const index = options.indexOf(option);
              return (
                <div
                  key={option.key}
                  id={`${id}-${option.key}`}
                  role="option"
                  aria-selected={index === active}
                  className="quick-search__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option)}
                >
                  {option.group === "properties" ? (
                    option.image ? (
                      <img src={option.image} alt="" width={60} height={60} loading="lazy" />
                    ) : (
                      <span className="quick-search__thumb" aria-hidden="true" />
                    )
                  ) : null}
                  {option.icon ? <PropertyTypeIconImage icon={option.icon} className="quick-search__icon" /> : null}
                  <span>{option.label}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {expanded && options.length > 0 ? t("search.resultsHint", { count: options.length }) : ""}
      </p>
    </form>
  );
}
