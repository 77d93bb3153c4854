/**
 * Plane geometry of the server-drawn maps (decision 0048): outlines and lines as flat coordinate arrays
 * [x0, y0, x1, y1, …], simplified, cut to a rectangle and stored compactly. Used at build time on degrees
 * (scripts/build-reference-data.ts) and at request time on map units (the delivery map). Pure.
 */

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Douglas–Peucker: drops the points nearer than `tolerance` to the line their neighbours span; ends stay. */
export function simplifyLine(flat: readonly number[], tolerance: number): number[] {
  const n = flat.length / 2;
  if (n <= 2) return [...flat];
  const keep = new Uint8Array(n);
  keep[0] = keep[n - 1] = 1;
  const stack: [number, number][] = [[0, n - 1]];
  const t2 = tolerance * tolerance;
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    let worst = -1;
    let worstD = t2;
    for (let i = a + 1; i < b; i++) {
      const d = segmentDistance2(flat[2 * i], flat[2 * i + 1], flat[2 * a], flat[2 * a + 1], flat[2 * b], flat[2 * b + 1]);
      if (d > worstD) {
        worstD = d;
        worst = i;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push(flat[2 * i], flat[2 * i + 1]);
  return out;
}

function segmentDistance2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  const x = ax + t * dx - px;
  const y = ay + t * dy - py;
  return x * x + y * y;
}

/** Drops points closer than `minDistance` to the last kept one (cheap, for a view's resolution); the last point stays. */
export function thinLine(flat: readonly number[], minDistance: number): number[] {
  if (flat.length <= 4) return [...flat];
  const out = [flat[0], flat[1]];
  const d2 = minDistance * minDistance;
  for (let i = 2; i < flat.length - 2; i += 2) {
    const dx = flat[i] - out[out.length - 2];
    const dy = flat[i + 1] - out[out.length - 1];
    if (dx * dx + dy * dy >= d2) out.push(flat[i], flat[i + 1]);
  }
  out.push(flat[flat.length - 2], flat[flat.length - 1]);
  return out;
}

/**
 * A closed ring cut to the rectangle (Sutherland–Hodgman): what lies outside is replaced by the stretch of
 * the rectangle's edge, so the filled area inside is exact. Empty when the ring misses the rectangle.
 */
export function clipRing(flat: readonly number[], r: Rect): number[] {
  let pts = flat;
  const edges: [(x: number, y: number) => boolean, (ax: number, ay: number, bx: number, by: number) => [number, number]][] = [
    [(x) => x >= r.x0, (ax, ay, bx, by) => [r.x0, ay + ((by - ay) * (r.x0 - ax)) / (bx - ax)]],
    [(x) => x <= r.x1, (ax, ay, bx, by) => [r.x1, ay + ((by - ay) * (r.x1 - ax)) / (bx - ax)]],
    [(_, y) => y >= r.y0, (ax, ay, bx, by) => [ax + ((bx - ax) * (r.y0 - ay)) / (by - ay), r.y0]],
    [(_, y) => y <= r.y1, (ax, ay, bx, by) => [ax + ((bx - ax) * (r.y1 - ay)) / (by - ay), r.y1]],
  ];
  for (const [inside, cross] of edges) {
    const n = pts.length / 2;
    if (n === 0) break;
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const ax = pts[2 * ((i + n - 1) % n)];
      const ay = pts[2 * ((i + n - 1) % n) + 1];
      const bx = pts[2 * i];
      const by = pts[2 * i + 1];
      const aIn = inside(ax, ay);
      const bIn = inside(bx, by);
      if (bIn) {
        if (!aIn) out.push(...cross(ax, ay, bx, by));
        out.push(bx, by);
      } else if (aIn) out.push(...cross(ax, ay, bx, by));
    }
    pts = out;
  }
  return pts.length >= 6 ? [...pts] : [];
}

/**
 * The parts of an open line inside the rectangle (each segment cut with Liang–Barsky): a line leaving
 * and coming back gives several parts.
 */
export function clipLine(flat: readonly number[], r: Rect): number[][] {
  const parts: number[][] = [];
  let run: number[] | null = null;
  for (let i = 0; i + 3 < flat.length; i += 2) {
    const cut = clipSegment(flat[i], flat[i + 1], flat[i + 2], flat[i + 3], r);
    if (!cut) {
      run = null;
      continue;
    }
    const [ax, ay, bx, by, endInside] = cut;
    if (!run) {
      run = [ax, ay];
      parts.push(run);
    }
    run.push(bx, by);
    if (!endInside) run = null;
  }
  return parts;
}

/** The part of a segment inside the rectangle, and whether its end is the segment's own end; null: none. */
function clipSegment(ax: number, ay: number, bx: number, by: number, r: Rect): [number, number, number, number, boolean] | null {
  const dx = bx - ax;
  const dy = by - ay;
  let t0 = 0;
  let t1 = 1;
  const sides: [number, number][] = [
    [-dx, ax - r.x0],
    [dx, r.x1 - ax],
    [-dy, ay - r.y0],
    [dy, r.y1 - ay],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) {
      if (t > t1) return null;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return null;
      if (t < t1) t1 = t;
    }
  }
  return [ax + t0 * dx, ay + t0 * dy, ax + t1 * dx, ay + t1 * dy, t1 === 1];
}

/** The bounding box of a flat coordinate array. */
export function boundsOf(flat: readonly number[]): Rect {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < flat.length; i += 2) {
    if (flat[i] < x0) x0 = flat[i];
    if (flat[i] > x1) x1 = flat[i];
    if (flat[i + 1] < y0) y0 = flat[i + 1];
    if (flat[i + 1] > y1) y1 = flat[i + 1];
  }
  return { x0, y0, x1, y1 };
}

export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
}

/** Whole units of 1/scale, each point as the difference to the one before: short numbers in a JSON file. */
export function encodeDeltas(flat: readonly number[], scale: number): number[] {
  const out: number[] = [];
  let px = 0;
  let py = 0;
  for (let i = 0; i < flat.length; i += 2) {
    const x = Math.round(flat[i] * scale);
    const y = Math.round(flat[i + 1] * scale);
    out.push(x - px, y - py);
    px = x;
    py = y;
  }
  return out;
}

export function decodeDeltas(deltas: readonly number[], scale: number): number[] {
  const out: number[] = new Array(deltas.length);
  let x = 0;
  let y = 0;
  for (let i = 0; i < deltas.length; i += 2) {
    x += deltas[i];
    y += deltas[i + 1];
    out[i] = x / scale;
    out[i + 1] = y / scale;
  }
  return out;
}

/** An SVG path of the points ("M x y L …", closed with Z for rings), one decimal. */
export function svgPath(flat: readonly number[], closed: boolean): string {
  if (flat.length < 4) return "";
  const r = (v: number) => Math.round(v * 10) / 10;
  let d = `M${r(flat[0])} ${r(flat[1])}`;
  for (let i = 2; i < flat.length; i += 2) d += `L${r(flat[i])} ${r(flat[i + 1])}`;
  return closed ? `${d}Z` : d;
}
