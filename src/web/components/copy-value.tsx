/**
 * A value to copy by hand into another program — an address, a header, an access key — in a code element
 * with a "Kopieren" button (once JavaScript runs; without it the value is still there to select).
 * A long value must not widen a 375 px page, but an address broken mid-word ("htt|p://de.local|host")
 * reads as two words: it may break only after its separators (`breakAfter`, e.g. "/."), marked with
 * <wbr>. A value without separators (a random key) may break anywhere (`anywhere`).
 */
import { Fragment, useEffect, useState } from "react";

/** The value cut after each separator ("/" of "//" only after the second): where a line may end. */
export function wrapPoints(value: string, breakAfter: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    if (!breakAfter.includes(value[i]) || value[i + 1] === value[i] || i === value.length - 1) continue;
    parts.push(value.slice(start, i + 1));
    start = i + 1;
  }
  if (start < value.length) parts.push(value.slice(start));
  return parts;
}

/** Text that may wrap only after its separators (e.g. a nested key "Lieferstellen.Lieferadresse.Straße" after its dots). */
export function Breakable({ text, after }: { text: string; after: string }) {
  return (
    <>
      {wrapPoints(text, after).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

export function CopyValue({
  value,
  label,
  breakAfter = "",
  anywhere = false,
  testId,
}: {
  value: string;
  label: string;
  breakAfter?: string;
  anywhere?: boolean;
  testId?: string;
}) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // Refused by the browser (no permission): the value stays selectable by hand.
      setCopied(false);
    }
  }
  return (
    <span className="copy-value">
      <code className={anywhere ? "copy-value__value copy-value__value--anywhere" : "copy-value__value"} data-testid={testId}>
        <Breakable text={value} after={breakAfter} />
      </code>
      {canCopy && (
        <button type="button" className="button button--secondary copy-value__button" onClick={copy} aria-label={`${label} kopieren`}>
          {copied ? "Kopiert" : "Kopieren"}
        </button>
      )}
      {copied === false && <span role="status">Bitte markieren und selbst kopieren.</span>}
    </span>
  );
}
