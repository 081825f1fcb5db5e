import { useLayoutEffect, useRef, useState } from "react";

/**
 * A react-aria text field that keeps what a visitor typed before the page hydrated. Server
 * rendered, the field is already a working `<input>` while the script loads; react-aria then
 * controls it, and the first render after hydration sets the input back to the value it knows:
 * text typed on a slow connection vanished. Here the input is read as hydration commits and,
 * when it shows something else, that is the field's value: an uncontrolled field's own state
 * (which this hook then holds) takes it, and a controlled field's owner gets it through
 * `onChange`. React's replay of such input (`enableHydrationChangeEvent`) is only in its
 * experimental build.
 */
export function useKeptEarlyValue({
  value,
  defaultValue,
  onChange,
}: {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState(defaultValue ?? "");
  const controlled = value !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as hydration commits.
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed === undefined || typed === (controlled ? value : own)) return;
    if (!controlled) setOwn(typed);
    onChange?.(typed);
  }, []);

  const props = controlled
    ? {}
    : {
        value: own,
        onChange: (next: string) => {
          setOwn(next);
          onChange?.(next);
        },
      };
  return { ref, props };
}
