import type { PdfBlock, PdfContent } from "../../platform/pdf/pdf-layout.ts";
import { ctxOf, frame, optionsParagraph, stationColumns, type OrderDocumentData } from "./document-parts.ts";

export function deliveryNoteContent(d: OrderDocumentData): PdfContent {
  const c = ctxOf(d);
  const o = d.order;
  const v = d.view;
  const delivered = o.deliveredAmount ?? o.amount;
  const deliveredOn = d.invoice?.deliveredOn ?? null;
  const blocks: PdfBlock[] = [
    { kind: "paragraph", text: `${d.seller.name} hat zu Ihrer Bestellung ${o.orderNumber} geliefert:` },
    {
      kind: "table",
      columns: [
        { label: "Pos.", width: 6 },
        { label: "Produkt", width: 54 },
        { label: "Bestellt", width: 20, align: "right" },
        { label: "Geliefert", width: 20, align: "right" },
      ],
      rows: [["1", v.ProductName, c.qty(o.amount), c.qty(delivered)]],
    },
    ...(c.at15
      ? [
          {
            kind: "paragraph" as const,
            text: "Die Liefermenge ist in Litern bei 15 °C angegeben (temperaturkompensiert gemessen).",
            muted: true,
          },
        ]
      : []),
    stationColumns(c, v.Stations.length > 1),
    ...optionsParagraph(c),
    {
      kind: "paragraph",
      text: `Abgerechnet wird die gelieferte Menge zum vereinbarten Preis${d.invoice ? `: Rechnung ${d.invoice.number} vom ${c.day(d.invoice.issuedAt)}` : ""}. Dieser Lieferschein enthält keine Preise.`,
      muted: true,
    },
  ];
  const facts: [string, string][] = [
    ["Bestellnummer", o.orderNumber],
    ["Bestelldatum", c.day(o.createdAt)],
    ...(deliveredOn ? [["Lieferdatum", c.day(deliveredOn)] as [string, string]] : []),
    ["Liefermenge", `${c.qty(delivered)}${c.at15}`],
  ];
  return frame(c, "delivery-note", facts, blocks, d.invoice?.issuedAt ?? o.statusChangedAt ?? o.createdAt);
}
