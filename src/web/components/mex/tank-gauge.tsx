/** A tank drawn as a vertical gauge: the fill in litres and percent, readable without the drawing. */
export function TankGauge({ percent, label }: { percent: number | null; label: string }) {
  const p = percent === null ? 0 : Math.max(0, Math.min(100, percent));
  const tone = percent === null ? "unknown" : p < 15 ? "low" : p < 30 ? "warn" : "ok";
  return (
    <figure className={`tank-gauge tank-gauge--${tone}`}>
      <svg viewBox="0 0 60 100" role="img" aria-label={label} className="tank-gauge__svg">
        <rect x="4" y="4" width="52" height="92" rx="8" className="tank-gauge__shell" />
        <rect x="6" y={6 + 88 * (1 - p / 100)} width="48" height={88 * (p / 100)} rx="6" className="tank-gauge__fill" />
      </svg>
      <figcaption className="tank-gauge__caption">{percent === null ? "–" : `${percent} %`}</figcaption>
    </figure>
  );
}
