import { useEffect, type RefObject } from "react";

/**
 * Hands over, once the page's JavaScript runs, what the visitor typed into a field before it did.
 * Pages work from their HTML first (decision 0024) and React does not read a field's value when it
 * takes the page over, so what is built from the field (the amount in words, the age fields, the
 * quick search's suggestions) would wait for the next keystroke. `field` is the input itself or an
 * element around it.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLElement | null>,
  onTyped: (value: string, input: HTMLInputElement) => void,
): void {
  useEffect(() => {
    const element = field.current;
    const input = element instanceof HTMLInputElement ? element : element?.querySelector("input");
    if (input) onTyped(input.value, input);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);
}
