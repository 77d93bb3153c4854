/**
 * The exports' form (decision 0031 "Exports"): period, format, columns and a download button.
 * Without JavaScript it is a GET form whose answer is the file. With JavaScript it asks for the row
 * count first, then reads the download as it streams in and shows rows (CSV: one line per order) or
 * received bytes (XLSX, a zip: the percentage is an estimate), and hands the file over at the end.
 */
import { useState, type FormEvent } from "react";
import { ApiError, apiGet, apiStream } from "../../lib/api.ts";
import "./export-form.css";

export interface ExportFormProps {
  action: string;
  countUrl: string;
  from: string;
  to: string;
  catalogue: readonly { Key: string; Header: string }[];
  columns: readonly string[];
  /** The admin's data export: which dataset; the columns apply to orders only. */
  datasets?: readonly { value: string; label: string }[];
  problem: string | null;
}

type Progress =
  | { state: "idle" }
  | { state: "running"; rows: number; total: number; percent: number; bytes: number }
  | { state: "done"; rows: number }
  | { state: "error"; message: string };

/** Compressed XLSX bytes per row, roughly (bench/export-memory.ts): only for the bar's estimate. */
const XLSX_BYTES_PER_ROW = 190;

function fileNameOf(res: Response): string {
  return /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "export";
}

/** The first field's message, else the refusal's own (German, from the server). */
function messageOf(err: unknown): string {
  if (err instanceof ApiError) return Object.values(err.fieldErrors)[0]?.[0] ?? err.message;
  return "Der Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.";
}

export function ExportForm(props: ExportFormProps) {
  const [progress, setProgress] = useState<Progress>({ state: "idle" });
  const [dataset, setDataset] = useState(props.datasets?.[0]?.value ?? "orders");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (typeof ReadableStream === "undefined") return; // the plain download
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [k, v] of new FormData(event.currentTarget)) if (typeof v === "string") query.append(k, v);
    let total: number;
    let res: Response;
    const xlsx = query.get("format") === "xlsx";
    try {
      total = (
        await apiGet<{ Rows: number }>(
          `${props.countUrl}?${new URLSearchParams({ from: query.get("from") ?? "", to: query.get("to") ?? "", ...(props.datasets && { dataset: query.get("dataset") ?? "orders" }) })}`,
        )
      ).Rows;
      setProgress({ state: "running", rows: 0, total, percent: 0, bytes: 0 });
      res = await apiStream(`${props.action}?${query}`);
    } catch (err) {
      return setProgress({ state: "error", message: messageOf(err) });
    }
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    let lines = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.length;
      if (!xlsx) for (const b of value) if (b === 10) lines++;
      // The CSV's first line is the header.
      const rows = xlsx ? Math.min(total, Math.floor(bytes / XLSX_BYTES_PER_ROW)) : Math.max(0, lines - 1);
      setProgress({ state: "running", rows, total, bytes, percent: total === 0 ? 99 : Math.min(99, Math.floor((rows / total) * 100)) });
    }
    const url = URL.createObjectURL(
      new Blob(chunks as BlobPart[], { type: res.headers.get("content-type") ?? "application/octet-stream" }),
    );
    const a = Object.assign(document.createElement("a"), { href: url, download: fileNameOf(res) });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setProgress({ state: "done", rows: total });
  }

  const running = progress.state === "running";
  return (
    <form method="get" action={props.action} onSubmit={onSubmit} className="bo-export" aria-label="Export">
      {props.problem && (
        <p className="bo-error" role="alert">
          {props.problem}
        </p>
      )}
      <div className="bo-filters">
        {props.datasets && (
          <label>
            Daten
            <select name="dataset" value={dataset} onChange={(e) => setDataset(e.target.value)}>
              {props.datasets.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          Von
          <input type="date" name="from" defaultValue={props.from} required />
        </label>
        <label>
          Bis
          <input type="date" name="to" defaultValue={props.to} required />
        </label>
        <label>
          Format
          <select name="format" defaultValue="csv">
            <option value="csv">CSV (Excel, Semikolon)</option>
            <option value="xlsx">XLSX (Excel-Arbeitsmappe)</option>
          </select>
        </label>
      </div>
      {dataset === "orders" && (
        <fieldset className="bo-export__columns">
          <legend>Spalten (werden für Sie gespeichert)</legend>
          {props.catalogue.map((c) => (
            <label key={c.Key} className="bo-check">
              <input type="checkbox" name="columns" value={c.Key} defaultChecked={props.columns.includes(c.Key)} />
              {c.Header}
            </label>
          ))}
        </fieldset>
      )}
      <div className="bo-actions">
        <button type="submit" className="button button--primary" disabled={running}>
          {running ? "Export läuft …" : "Herunterladen"}
        </button>
      </div>
      <div aria-live="polite" className="bo-export__status">
        {progress.state === "running" && (
          <>
            <progress max={100} value={progress.percent} aria-label="Fortschritt des Exports" />
            <span>
              {progress.rows.toLocaleString("de-DE")} von {progress.total.toLocaleString("de-DE")} Zeilen ({progress.percent} %)
            </span>
          </>
        )}
        {progress.state === "done" && <span>Fertig: {progress.rows.toLocaleString("de-DE")} Zeilen heruntergeladen.</span>}
        {progress.state === "error" && (
          <span className="bo-error" role="alert">
            {progress.message}
          </span>
        )}
      </div>
    </form>
  );
}
