import type { ImageWorker } from '../lib/image-worker.js';

/**
 * Demo photos are generated, never downloaded (docs/decisions/0047). Each picture is an SVG scene — a
 * garment hanging on a studio wall, drawn with paths, a fabric print, drape shading and a soft
 * shadow — rendered to JPEG by sharp (librsvg, in the image worker's child process: the `worker`
 * every drawing function is handed) and then stored like any upload. Everything is deterministic
 * from a seed, so a re-seed draws the same catalogue.
 */

export const GARMENTS = [
  'blouse',
  'camisole',
  'slip',
  'sweater',
  'cardigan',
  'skirt',
  'pleated-skirt',
  'set',
  'pajamas',
  'dress',
] as const;
export type Garment = (typeof GARMENTS)[number];

export const FABRICS = ['plain', 'floral', 'dots', 'stripes', 'gingham', 'lace', 'knit', 'satin'] as const;
export type Fabric = (typeof FABRICS)[number];

export const BACKDROPS = ['blush', 'ivory', 'sage', 'dusty-blue', 'plum', 'champagne'] as const;
export type Backdrop = (typeof BACKDROPS)[number];

/** How a product is drawn. */
export interface Look {
  garment: Garment;
  /** main fabric colour, #rrggbb */
  colour: string;
  fabric: Fabric;
  backdrop: Backdrop;
  /** print motif, collar and piping colour */
  accent?: string;
  /** fabric colour of the colour-variant shot; no variant shot without it */
  variant?: string;
  /** a blouse's collar; drawn at random when absent */
  collar?: Collar;
}

export type Collar = 'peter-pan' | 'pointed' | 'ruffle';

/** Product shots are 4:5 portraits; the SVG is drawn on a 1000×1250 grid and rendered smaller. */
export const PRODUCT_SIZE = { width: 800, height: 1000 } as const;
/** detail and colour-variant shots: never a listing's cover, and about half the pixels to draw and encode */
export const SECOND_SHOT_SIZE = { width: 640, height: 800 } as const;
/**
 * Banners (16:7) and collection covers (4:3) are drawn on a larger grid and rendered no wider than
 * they are used (the image store keeps at most 1280 px; a cover is a card), so that no pixel is
 * drawn only to be scaled away.
 */
export const BANNER_SIZE = { width: 1280, height: 560 } as const;
const BANNER_GRID = { width: 1600, height: 700 } as const;
export const COVER_SIZE = { width: 960, height: 720 } as const;
const COVER_GRID = { width: 1200, height: 900 } as const;

const GRID_W = 1000;
const GRID_H = 1250;

/* ------------------------------------------------------------------------------------------------
 * small helpers
 * ---------------------------------------------------------------------------------------------- */

/** mulberry32: a tiny seeded generator, so the same seed always draws the same picture. */
export function rng(seed: number) {
  let a = (seed * 0x9e3779b1) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Rng = ReturnType<typeof rng>;

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function hex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
/** a + (b − a)·t, per channel */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return hex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}
const shade = (c: string, t: number) => mix(c, '#241a1c', t);
const tint = (c: string, t: number) => mix(c, '#ffffff', t);
const luminance = (c: string) => {
  const [r, g, b] = rgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};
const f = (n: number) => Math.round(n * 10) / 10;

type Pt = [number, number];
/** SVG's own notation: `[x, y]` is a line to that point, `[x1, y1, x2, y2, x, y]` a cubic to (x, y) */
type Cubic = [number, number, number, number, number, number];
type Seg = Pt | Cubic;

const pt = (p: Pt) => `${f(p[0])} ${f(p[1])}`;
const mirrorPt = (p: Pt): Pt => [GRID_W - p[0], p[1]];
const isCubic = (s: Seg): s is Cubic => s.length === 6;
const segTo = (s: Seg): Pt => (isCubic(s) ? [s[4], s[5]] : s);
const cubicPts = (s: Cubic): [Pt, Pt, Pt] => [
  [s[0], s[1]],
  [s[2], s[3]],
  [s[4], s[5]],
];

/**
 * A garment is symmetric: its right half is drawn from a point on the centre line down to another
 * point on it, and the left half is the mirror image walked backwards.
 */
function symmetric(start: Pt, segs: Seg[]): string {
  let d = pathOf(start, segs);
  const points: Pt[] = [start, ...segs.map(segTo)];
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const from = mirrorPt(points[i]!);
    if (isCubic(s)) {
      const [c1, c2] = cubicPts(s);
      d += `C${pt(mirrorPt(c2))} ${pt(mirrorPt(c1))} ${pt(from)}`;
    } else d += `L${pt(from)}`;
  }
  return `${d}Z`;
}

/** an open path of segments, or its mirror image */
function pathOf(start: Pt, segs: Seg[], mirrored = false): string {
  const m = (p: Pt) => (mirrored ? mirrorPt(p) : p);
  let d = `M${pt(m(start))}`;
  for (const s of segs)
    d += isCubic(s)
      ? `C${cubicPts(s)
          .map((p) => pt(m(p)))
          .join(' ')}`
      : `L${pt(m(s))}`;
  return d;
}
const both = (start: Pt, segs: Seg[]) => [pathOf(start, segs), pathOf(start, segs, true)];

function bezier(p0: Pt, c1: Pt, c2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * c1[0] + c * c2[0] + d * p3[0], a * p0[1] + b * c1[1] + c * c2[1] + d * p3[1]];
}

/** small semicircles along a cubic: lace scallops on a neckline or hem */
function scallops(p0: Pt, c1: Pt, c2: Pt, p3: Pt, count: number, r: number, down = true): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = bezier(p0, c1, c2, p3, i / count);
    const b = bezier(p0, c1, c2, p3, (i + 1) / count);
    d += `M${pt(a)}A${f(r)} ${f(r)} 0 0 ${down ? 0 : 1} ${pt(b)}`;
  }
  return d;
}

/** the same scallops as one continuous edge (arcs only), to close into a filled shape */
function scallopEdge(p0: Pt, c1: Pt, c2: Pt, p3: Pt, count: number, r: number): string {
  let d = '';
  for (let i = 1; i <= count; i++) d += `A${f(r)} ${f(r)} 0 0 0 ${pt(bezier(p0, c1, c2, p3, i / count))}`;
  return d;
}

/* ------------------------------------------------------------------------------------------------
 * fabric prints
 * ---------------------------------------------------------------------------------------------- */

function fabricPattern(id: string, fabric: Fabric, colour: string, accent: string, r: Rng): string {
  const dark = luminance(colour) < 0.45;
  const ink = dark ? tint(colour, 0.55) : shade(colour, 0.35);
  const rot = f(r.range(-14, 14));
  switch (fabric) {
    case 'floral': {
      const petal = accent;
      const leaf = mix('#7d9470', colour, 0.25);
      const centre = mix('#e9c46a', colour, 0.2);
      const flower = (x: number, y: number, s: number, a: number) => {
        let g = `<g transform="translate(${x} ${y}) rotate(${a}) scale(${s})">`;
        g += `<ellipse cx="-11" cy="6" rx="7" ry="3" fill="${leaf}" transform="rotate(-30)"/>`;
        for (let i = 0; i < 5; i++)
          g += `<ellipse cx="0" cy="-6" rx="4.2" ry="6.5" fill="${petal}" transform="rotate(${i * 72})"/>`;
        return `${g}<circle r="2.6" fill="${centre}"/></g>`;
      };
      return `<pattern id="${id}" width="96" height="96" patternUnits="userSpaceOnUse" patternTransform="rotate(${rot})">${flower(24, 26, 1.15, 10)}${flower(72, 70, 0.9, 50)}${flower(74, 20, 0.55, 80)}<circle cx="30" cy="78" r="2" fill="${petal}"/><circle cx="50" cy="46" r="1.6" fill="${leaf}"/></pattern>`;
    }
    case 'dots':
      return `<pattern id="${id}" width="44" height="44" patternUnits="userSpaceOnUse" patternTransform="rotate(${rot})"><circle cx="11" cy="11" r="4.2" fill="${accent}"/><circle cx="33" cy="33" r="4.2" fill="${accent}"/></pattern>`;
    case 'stripes':
      return `<pattern id="${id}" width="30" height="30" patternUnits="userSpaceOnUse" patternTransform="rotate(${f(rot / 4)})"><rect width="9" height="30" fill="${accent}" opacity=".75"/><rect x="14" width="2" height="30" fill="${accent}" opacity=".45"/></pattern>`;
    case 'gingham':
      return `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(${f(rot / 3)})"><rect width="20" height="40" fill="${accent}" opacity=".38"/><rect width="40" height="20" fill="${accent}" opacity=".38"/></pattern>`;
    case 'lace': {
      // broderie anglaise: eyelet flowers punched into the cloth
      const eyelet = (x: number, y: number, s: number) => {
        let g = `<g transform="translate(${x} ${y}) scale(${s})">`;
        for (let i = 0; i < 6; i++)
          g += `<ellipse cx="0" cy="-8" rx="3" ry="5.2" transform="rotate(${i * 60})" fill="${shade(colour, 0.3)}" stroke="${tint(colour, 0.6)}" stroke-width="1.6"/>`;
        return `${g}<circle r="2.2" fill="${shade(colour, 0.3)}"/></g>`;
      };
      return `<pattern id="${id}" width="72" height="72" patternUnits="userSpaceOnUse"><g opacity=".7">${eyelet(18, 18, 1)}${eyelet(54, 54, 1)}<circle cx="54" cy="16" r="2.4" fill="${shade(colour, 0.3)}"/><circle cx="18" cy="54" r="2.4" fill="${shade(colour, 0.3)}"/><circle cx="36" cy="36" r="1.8" fill="${shade(colour, 0.3)}"/></g></pattern>`;
    }
    case 'knit': {
      // rows of V stitches; librsvg pays per tile, so one tile holds many stitches
      let v = '';
      let hi = '';
      for (let y = 0; y < 144; y += 18)
        for (let x = 0; x < 132; x += 22) {
          v += `M${x + 1} ${y + 1}L${x + 11} ${y + 15}L${x + 21} ${y + 1}`;
          hi += `M${x + 1} ${y + 4}L${x + 11} ${y + 18}`;
        }
      return `<pattern id="${id}" width="132" height="144" patternUnits="userSpaceOnUse"><path d="${v}" fill="none" stroke="${ink}" stroke-width="2.4" opacity=".32" stroke-linecap="round"/><path d="${hi}" fill="none" stroke="#fff" stroke-width="1.2" opacity=".18"/></pattern>`;
    }
    case 'satin':
      return `<pattern id="${id}" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="none"/></pattern>`;
    default: {
      // a fine twill, barely visible: plain fabric that still reads as cloth
      let twill = '';
      for (let k = -16; k <= 16; k++) twill += `M${k * 7} 0L${k * 7 + 112} 112`;
      return `<pattern id="${id}" width="112" height="112" patternUnits="userSpaceOnUse"><path d="${twill}" stroke="${ink}" stroke-width="1.6" opacity=".09"/></pattern>`;
    }
  }
}

/* ------------------------------------------------------------------------------------------------
 * garments, drawn in the 1000×1250 grid hanging from a hanger whose hook sits at (500, 150)
 * ---------------------------------------------------------------------------------------------- */

interface Drawn {
  /**
   * back to front: each piece's outline (print, shading and shadow apply to it) and the seams,
   * buttons, collars and trims drawn over it
   */
  layers: { d: string; details: string }[];
  /** drawn before the pieces: the inside of the back at the neckline */
  behind: string;
  /** lowest point of the drawing, for framing */
  bottom: number;
  hanger: 'wood' | 'clip';
  /** centre of the detail crop */
  focus: Pt;
}

interface Paint {
  colour: string;
  accent: string;
  line: string;
  soft: string;
}

const stroke = (d: string, colour: string, width: number, opacity = 1, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" opacity="${opacity}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const dashed = (d: string, colour: string) => stroke(d, colour, 1.6, 0.55, ' stroke-dasharray="5 5"');

function buttons(x: number, from: number, to: number, n: number, colour: string, line: string): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const y = from + ((to - from) * i) / Math.max(1, n - 1);
    s += `<circle cx="${x}" cy="${f(y)}" r="8" fill="${colour}" stroke="${line}" stroke-width="1.4"/><circle cx="${x - 2.4}" cy="${f(y - 1)}" r="1.3" fill="${line}"/><circle cx="${x + 2.4}" cy="${f(y + 1)}" r="1.3" fill="${line}"/>`;
  }
  return s;
}

/** the inside of the garment's back, seen through the front neckline */
const backNeck = (p: Paint, y: number) =>
  `<path d="M440 246 C466 226 534 226 560 246 L562 ${y} L438 ${y} Z" fill="${shade(p.colour, 0.18)}"/><path d="M440 246 C466 226 534 226 560 246" fill="none" stroke="${shade(p.colour, 0.4)}" stroke-width="2" opacity=".6"/>`;

function blouse(
  p: Paint,
  r: Rng,
  opts: { length?: number; sleeve?: 'long' | 'short'; collar?: Collar } = {},
): Drawn {
  const hem = opts.length ?? r.range(880, 930);
  const sleeve = opts.sleeve ?? (r.next() < 0.7 ? 'long' : 'short');
  const picked = r.pick(['peter-pan', 'pointed', 'ruffle'] as const);
  const collar = opts.collar ?? picked;
  const flare = r.range(0, 24);
  const arm: Seg[] =
    sleeve === 'long'
      ? [
          [724, 296, 764, 372, 766, 462],
          [768, 560, 776, 690, 782, 766],
          [786, 826],
          [708, 834],
          [704, 776],
          [692, 650, 672, 520, 656, 446],
        ]
      : [
          [736, 290, 778, 352, 770, 418],
          [748, 436, 714, 438, 692, 432],
          [676, 440, 664, 446, 656, 450],
        ];
  const body = symmetric(
    [500, 302],
    [
      [522, 302, 546, 282, 556, 238],
      [600, 252, 640, 268, 668, 286],
      ...arm,
      // a gentle waist, then the hem flares
      [648, 540, 636, 620, 640, Math.min(700, hem - 60)],
      [644, hem - 40, 660 + flare, hem - 20, 664 + flare, hem],
      [626, hem + 14, 560, hem + 18, 500, hem + 18],
    ],
  );
  let details = '';
  // armhole seams and the inner line of each sleeve
  for (const d of both([668, 286], [[654, 340, 652, 400, 656, 446]])) details += stroke(d, p.line, 2, 0.45);
  if (sleeve === 'long') {
    for (const d of both([704, 776], [[786, 768]])) details += stroke(d, p.line, 2, 0.45);
    for (const d of both([674, 480], [[690, 560, 698, 660, 702, 776]])) details += stroke(d, p.line, 3, 0.18);
    details += buttons(766, 800, 800, 1, p.soft, p.line) + buttons(234, 800, 800, 1, p.soft, p.line);
  } else {
    for (const d of both([700, 402], [[720, 410, 746, 406, 764, 398]]))
      details += stroke(d, p.line, 1.6, 0.4);
  }
  // placket and buttons
  details += stroke(`M512 318 L512 ${f(hem + 16)}`, p.line, 1.6, 0.45);
  details += buttons(500, 360, hem - 60, 6, p.soft, p.line);
  details += dashed(`M346 ${f(hem - 14)} C440 ${f(hem + 2)} 560 ${f(hem + 2)} 654 ${f(hem - 14)}`, p.line);
  if (collar === 'peter-pan') {
    for (const d of both(
      [500, 306],
      [
        [522, 330, 566, 326, 582, 296],
        [592, 274, 576, 248, 556, 238],
        [546, 282, 520, 300, 500, 306],
      ],
    ))
      details += `<path d="${d}Z" fill="${p.accent}" stroke="${p.line}" stroke-width="1.8" stroke-opacity=".55"/>`;
  } else if (collar === 'pointed') {
    for (const d of both(
      [502, 304],
      [
        [560, 352],
        [578, 320, 586, 280, 556, 236],
        [546, 282, 520, 300, 502, 304],
      ],
    ))
      details += `<path d="${d}Z" fill="${tint(p.colour, 0.12)}" stroke="${p.line}" stroke-width="1.8" stroke-opacity=".55"/>`;
  } else {
    // ruffled collar: two frills lying around the neckline, scalloped at their outer edge
    const neckline = 'L556 238 C546 282 522 302 500 302 C478 302 454 282 444 238 Z';
    const frill = (x: number, depth: number, n: number, colour: string) =>
      `<path d="M${x} 240${scallopEdge([x, 240], [x + 6, depth], [1000 - x - 6, depth], [1000 - x, 240], n, 12)}${neckline}" fill="${colour}" stroke="${p.line}" stroke-width="1.6" stroke-opacity=".5"/>`;
    details += frill(410, 372, 13, tint(p.colour, 0.14)) + frill(426, 340, 11, tint(p.colour, 0.3));
  }
  return {
    layers: [{ d: body, details }],
    behind: backNeck(p, 300),
    bottom: hem + 18,
    hanger: 'wood',
    focus: [560, 400],
  };
}

function camisole(p: Paint, r: Rng, length: number, slip: boolean): Drawn {
  const neckY = r.range(318, 336);
  const flare = slip ? r.range(110, 150) : r.range(30, 50);
  const hem = length;
  const body = symmetric(
    [500, neckY],
    [
      [530, neckY - 10, 556, 304, 576, 298],
      [596, 330, 606, 370, 610, 410],
      [618, 520, 600 + flare * 0.5, hem - 200, 610 + flare, hem],
      [580 + flare * 0.4, hem + 16, 560, hem + 20, 500, hem + 20],
    ],
  );
  let details = '';
  // straps up to the hanger
  for (const d of both([574, 300], [[566, 244]])) details += stroke(d, shade(p.colour, 0.12), 7, 1);
  // lace trim along the neckline and the hem
  const lace = p.accent;
  const neckLace = `${scallops([424, 298], [444, 304], [470, neckY - 8], [500, neckY + 2], 6, 8)}${scallops([500, neckY + 2], [530, neckY - 8], [556, 304], [576, 298], 6, 8)}`;
  details += `<path d="${neckLace}" fill="none" stroke="${lace}" stroke-width="7" opacity=".95"/>`;
  details += `<path d="${neckLace}" fill="none" stroke="${shade(lace, 0.25)}" stroke-width="1.2" opacity=".6"/>`;
  const hemL: Pt = [390 - flare, hem];
  const hemR: Pt = [610 + flare, hem];
  const hemLace = scallops(hemL, [440, hem + 20], [560, hem + 20], hemR, 16, 10, false);
  details += `<path d="${hemLace}" fill="${lace}" stroke="${shade(lace, 0.25)}" stroke-width="1.2" opacity=".9"/>`;
  // a small bow at the centre front
  details += `<g transform="translate(500 ${f(neckY + 14)})"><path d="M0 0 C-14 -12 -24 -4 -20 6 C-16 14 -6 6 0 0 C6 6 16 14 20 6 C24 -4 14 -12 0 0 Z" fill="${lace}" stroke="${shade(lace, 0.3)}" stroke-width="1.2"/><path d="M-2 2 L-8 26 M2 2 L8 26" stroke="${lace}" stroke-width="3"/></g>`;
  // soft folds from the bust
  for (let i = 0; i < 4; i++) {
    const x = 430 + i * 46 + r.range(-8, 8);
    details += stroke(
      `M${f(x)} ${f(neckY + 80)} C${f(x - 6)} ${f(hem * 0.6)} ${f(x + (x - 500) * 0.3)} ${f(hem - 100)} ${f(x + (x - 500) * 0.4)} ${f(hem)}`,
      p.line,
      4,
      0.1,
    );
  }
  return {
    layers: [{ d: body, details }],
    behind: '',
    bottom: hem + 30,
    hanger: 'wood',
    focus: [500, neckY + 90],
  };
}

function sweater(p: Paint, r: Rng, cardigan: boolean): Drawn {
  const hem = r.range(900, 940);
  const body = symmetric(
    [500, cardigan ? 430 : 264],
    [
      ...(cardigan
        ? ([[520, 380, 552, 300, 556, 236]] as Seg[])
        : ([[528, 264, 550, 254, 558, 236]] as Seg[])),
      [612, 250, 672, 272, 712, 300],
      [754, 360, 782, 470, 792, 600],
      [798, 700, 802, 780, 802, 840],
      [804, 904],
      [722, 908],
      [722, 850],
      [716, 720, 704, 560, 690, 470],
      [688, hem - 70],
      [692, hem],
      [620, hem + 4, 560, hem + 6, 500, hem + 6],
    ],
  );
  let details = '';
  const rib = shade(p.colour, 0.28);
  // ribbed hem band and cuffs
  let ribs = '';
  for (let x = 316; x <= 684; x += 9) ribs += `M${x} ${f(hem - 66)} L${x} ${f(hem + 2)}`;
  for (let x = 726; x <= 800; x += 9) ribs += `M${x} 852 L${f(x + 1)} 904M${1000 - x} 852 L${f(999 - x)} 904`;
  details += stroke(ribs, rib, 2, 0.35);
  details += stroke(`M312 ${f(hem - 68)} L688 ${f(hem - 68)}`, rib, 2.4, 0.5);
  for (const d of both([722, 850], [[802, 842]])) details += stroke(d, rib, 2.4, 0.5);
  // dropped-shoulder seams and sleeve inner lines
  for (const d of both([712, 300], [[700, 360, 692, 420, 690, 470]])) details += stroke(d, p.line, 2.4, 0.4);
  for (const d of both([700, 520], [[712, 640, 718, 760, 722, 850]])) details += stroke(d, p.line, 3, 0.22);
  if (cardigan) {
    // button band down the front
    details += `<path d="M486 430 L486 ${f(hem + 6)} L514 ${f(hem + 6)} L514 430 C520 380 548 300 556 236 L544 236 C540 300 508 380 500 400 C492 380 460 300 456 236 L444 236 C452 300 480 380 486 430 Z" fill="${shade(p.colour, 0.1)}" opacity=".85"/>`;
    details += buttons(500, 470, hem - 40, 5, p.soft, p.line);
  } else {
    // crew neck band
    let neckRibs = '';
    for (let i = 0; i <= 20; i++) {
      const a = bezier([442, 236], [452, 284], [548, 284], [558, 236], i / 20);
      const b = bezier([452, 232], [462, 262], [538, 262], [548, 232], i / 20);
      neckRibs += `M${pt(a)}L${pt(b)}`;
    }
    details += `<path d="M442 236 C452 284 548 284 558 236 L548 232 C538 262 462 262 452 232 Z" fill="${shade(p.colour, 0.1)}"/>`;
    details += stroke(neckRibs, rib, 1.6, 0.4);
    // a cable down the front
    if (r.next() < 0.6) {
      let cable = '';
      for (let y = 320; y < hem - 90; y += 44) {
        cable += `M484 ${y} C484 ${y + 22} 516 ${y + 22} 516 ${y + 44}M516 ${y} C516 ${y + 22} 484 ${y + 22} 484 ${y + 44}`;
      }
      details += stroke(cable, shade(p.colour, 0.3), 5, 0.28);
      details += stroke(cable, tint(p.colour, 0.4), 2, 0.35);
    }
  }
  return {
    layers: [{ d: body, details }],
    behind: backNeck(p, cardigan ? 420 : 262),
    bottom: hem + 6,
    hanger: 'wood',
    focus: [520, cardigan ? 440 : 360],
  };
}

function skirtPiece(
  p: Paint,
  r: Rng,
  top: number,
  hem: number,
  pleated: boolean,
): { piece: string; details: string } {
  const half = 104;
  const flare = pleated ? r.range(200, 240) : r.range(210, 260);
  const band = 44;
  let piece: string;
  let details = '';
  if (pleated) {
    // hem zig-zags: every pleat folds forward and back
    const n = 8;
    const hemPts: Pt[] = [];
    for (let i = 1; i <= n; i++) {
      const x = 500 + (flare * i) / n;
      hemPts.push([x, hem + (i % 2 === 0 ? 0 : 10) - (i * i * 0.4) / n]);
    }
    const segs: Seg[] = [
      [500 + half, top],
      [500 + half + 2, top + band],
      [500 + half + 40, top + 200, 500 + flare - 20, hem - 200, ...hemPts[hemPts.length - 1]!],
    ];
    piece = symmetric([500, top], [...segs, ...hemPts.slice(0, -1).reverse(), [500, hem]]);
    for (let i = -n; i <= n; i++) {
      const xt = 500 + ((half + 2) * i) / n;
      const xb = 500 + (flare * i) / n;
      const op = i % 2 === 0 ? 0.16 : 0.08;
      const col = i % 2 === 0 ? shade(p.colour, 0.5) : '#ffffff';
      details += stroke(`M${f(xt)} ${top + band} L${f(xb)} ${hem + 4}`, col, i % 2 === 0 ? 2.4 : 6, op);
    }
  } else {
    piece = symmetric(
      [500, top],
      [
        [500 + half, top],
        [500 + half + 2, top + band],
        [500 + half + 50, top + 220, 500 + flare - 30, hem - 220, 500 + flare, hem],
        [500 + flare * 0.6, hem + 24, 560, hem + 28, 500, hem + 28],
      ],
    );
    // gathered folds below the waistband
    for (let i = 0; i < 7; i++) {
      const t = (i + 0.5) / 7 - 0.5;
      const xt = 500 + t * 2 * half + r.range(-6, 6);
      const xb = 500 + t * 2 * flare * 0.95;
      details += stroke(
        `M${f(xt)} ${top + band + 6} C${f(xt + t * 40)} ${f(top + 250)} ${f(xb - t * 30)} ${f(hem - 200)} ${f(xb)} ${f(hem + 12)}`,
        i % 2 ? '#ffffff' : shade(p.colour, 0.5),
        i % 2 ? 10 : 3,
        i % 2 ? 0.1 : 0.14,
      );
    }
    details += dashed(
      `M${f(500 - flare + 14)} ${f(hem - 2)} C${f(500 - flare * 0.5)} ${f(hem + 18)} ${f(500 + flare * 0.5)} ${f(hem + 18)} ${f(500 + flare - 14)} ${f(hem - 2)}`,
      p.line,
    );
  }
  details += `<rect x="${500 - half}" y="${top}" width="${half * 2}" height="${band}" fill="${shade(p.colour, 0.08)}" opacity=".9"/>`;
  details += dashed(`M${500 - half + 4} ${top + 8} L${500 + half - 4} ${top + 8}`, p.line);
  details += dashed(`M${500 - half + 4} ${top + band - 8} L${500 + half - 4} ${top + band - 8}`, p.line);
  details += buttons(500 + half - 22, top + band / 2, top + band / 2, 1, p.soft, p.line);
  return { piece, details };
}

function skirt(p: Paint, r: Rng, pleated: boolean): Drawn {
  const hem = r.range(940, 1010);
  const { piece, details } = skirtPiece(p, r, 300, hem, pleated);
  return { layers: [{ d: piece, details }], behind: '', bottom: hem + 28, hanger: 'clip', focus: [500, 420] };
}

function dress(p: Paint, r: Rng): Drawn {
  const waist = r.range(540, 570);
  const hem = r.range(1010, 1060);
  const flare = r.range(250, 300);
  const square = r.next() < 0.5;
  const body = symmetric(
    [500, square ? 316 : 330],
    [
      ...(square
        ? ([
            [548, 316],
            [550, 244],
          ] as Seg[])
        : ([[526, 316, 548, 280, 552, 244]] as Seg[])),
      [590, 256, 626, 270, 652, 284],
      [722, 282, 752, 346, 740, 398],
      [730, 426, 708, 434, 686, 430],
      [670, 430, 656, 420, 648, 412],
      [650, 470, 640, waist - 40, 628, waist],
      [700, waist + 140, 500 + flare - 30, hem - 200, 500 + flare, hem],
      [500 + flare * 0.6, hem + 26, 560, hem + 30, 500, hem + 30],
    ],
  );
  let details = '';
  details += stroke(
    `M372 ${f(waist)} C440 ${f(waist + 10)} 560 ${f(waist + 10)} 628 ${f(waist)}`,
    p.line,
    2,
    0.45,
  );
  for (const d of both([652, 284], [[640, 330, 640, 380, 648, 412]])) details += stroke(d, p.line, 2, 0.4);
  for (const d of both([688, 414], [[706, 420, 726, 416, 742, 402]])) details += stroke(d, p.line, 1.6, 0.4);
  // skirt folds
  for (let i = 0; i < 9; i++) {
    const t = (i + 0.5) / 9 - 0.5;
    const xt = 500 + t * 250;
    const xb = 500 + t * 2 * flare * 0.95;
    details += stroke(
      `M${f(xt)} ${f(waist + 6)} C${f(xt + t * 60)} ${f(waist + 200)} ${f(xb - t * 40)} ${f(hem - 200)} ${f(xb)} ${f(hem + 18)}`,
      i % 2 ? '#ffffff' : shade(p.colour, 0.5),
      i % 2 ? 12 : 3,
      i % 2 ? 0.1 : 0.13,
    );
  }
  // a bow at the waist or a neckline trim
  if (r.next() < 0.6) {
    details += `<g transform="translate(500 ${f(waist + 4)})"><path d="M0 0 C-30 -26 -58 -10 -50 8 C-42 26 -14 12 0 0 C14 12 42 26 50 8 C58 -10 30 -26 0 0 Z" fill="${p.accent}" stroke="${shade(p.accent, 0.3)}" stroke-width="1.5"/><path d="M-4 4 C-16 40 -26 70 -34 96 M4 4 C16 40 28 70 36 96" stroke="${p.accent}" stroke-width="7" fill="none" stroke-linecap="round"/><ellipse rx="9" ry="8" fill="${shade(p.accent, 0.1)}"/></g>`;
  } else {
    details += buttons(500, square ? 350 : 366, waist - 30, 4, p.soft, p.line);
  }
  return {
    layers: [{ d: body, details }],
    behind: backNeck(p, square ? 314 : 326),
    bottom: hem + 30,
    hanger: 'wood',
    focus: [520, waist - 60],
  };
}

function twoPiece(p: Paint, r: Rng): Drawn {
  const hem = r.range(980, 1030);
  const skirtPart = skirtPiece(p, r, 560, hem, r.next() < 0.4);
  const top = blouse(p, r, { length: 600, sleeve: 'short' });
  return {
    layers: [{ d: skirtPart.piece, details: skirtPart.details }, ...top.layers],
    behind: top.behind,
    bottom: hem + 28,
    hanger: 'wood',
    focus: [520, 560],
  };
}

function pajamas(p: Paint, r: Rng): Drawn {
  const piping = p.accent;
  const hemTop = 700;
  const shorts = symmetric(
    [500, 690],
    [
      [604, 690],
      [624, 800, 640, 900, 650, 980],
      [600, 990, 560, 990, 514, 984],
      [504, 850],
    ],
  );
  const shirt = symmetric(
    [500, 420],
    [
      [520, 360, 548, 290, 556, 238],
      [600, 252, 640, 268, 668, 286],
      [736, 292, 780, 360, 778, 440],
      [702, 456],
      [690, 450, 668, 450, 658, 446],
      [664, 560, 672, 640, 670, hemTop],
      [620, hemTop + 14, 560, hemTop + 16, 500, hemTop + 16],
    ],
  );
  // shorts: elastic waist and piping
  let elastic = '';
  for (let x = 402; x <= 598; x += 12) elastic += `M${x} 694 L${x + 3} 724`;
  const shortsDetails =
    stroke(elastic, p.line, 1.6, 0.35) +
    stroke('M500 760 L504 850', p.line, 2, 0.4) +
    stroke('M350 980 C390 990 440 990 486 984M650 980 C610 990 560 990 514 984', piping, 5, 0.95);
  let details = '';
  // notched lapels with piping
  for (const d of both(
    [502, 424],
    [
      [540, 372, 566, 320, 574, 270],
      [596, 262],
      [588, 240],
      [556, 238],
    ],
  )) {
    details += `<path d="${d}" fill="${tint(p.colour, 0.08)}" stroke="${shade(p.colour, 0.3)}" stroke-width="1.2" stroke-opacity=".5"/>`;
  }
  for (const d of both(
    [502, 424],
    [
      [540, 372, 566, 320, 574, 270],
      [596, 262],
    ],
  ))
    details += stroke(d, piping, 5, 0.95);
  details += stroke(`M512 426 L512 ${hemTop + 14}`, piping, 4, 0.9);
  details += stroke(`M342 ${hemTop} C420 ${hemTop + 16} 580 ${hemTop + 16} 658 ${hemTop}`, piping, 5, 0.95);
  for (const d of both([704, 452], [[778, 436]])) details += stroke(d, piping, 5, 0.95);
  details += buttons(500, 470, 660, 3, tint(piping, 0.2), p.line);
  // breast pocket with piping, on most sets
  if (r.next() < 0.75) {
    details += `<path d="M376 470 L446 470 L444 540 C430 552 392 552 378 540 Z" fill="none" stroke="${shade(p.colour, 0.25)}" stroke-width="1.6" opacity=".6"/>`;
    details += stroke('M374 470 L448 470', piping, 5, 0.95);
  }
  for (const d of both([668, 286], [[656, 340, 654, 400, 658, 446]])) details += stroke(d, p.line, 2, 0.4);
  return {
    layers: [
      { d: shorts, details: shortsDetails },
      { d: shirt, details },
    ],
    behind: backNeck(p, 400),
    bottom: 990,
    hanger: 'wood',
    focus: [520, 420],
  };
}

function drawGarment(look: Look, p: Paint, r: Rng): Drawn {
  switch (look.garment) {
    case 'blouse':
      return blouse(p, r, look.collar ? { collar: look.collar } : {});
    case 'camisole':
      return camisole(p, r, r.range(720, 780), false);
    case 'slip':
      return camisole(p, r, r.range(1020, 1070), true);
    case 'sweater':
      return sweater(p, r, false);
    case 'cardigan':
      return sweater(p, r, true);
    case 'skirt':
      return skirt(p, r, false);
    case 'pleated-skirt':
      return skirt(p, r, true);
    case 'set':
      return twoPiece(p, r);
    case 'pajamas':
      return pajamas(p, r);
    case 'dress':
      return dress(p, r);
  }
}

/* ------------------------------------------------------------------------------------------------
 * scenes
 * ---------------------------------------------------------------------------------------------- */

const WALLS: Record<Backdrop, [string, string, string]> = {
  blush: ['#f8ebe7', '#f0d9d3', '#e2c3bb'],
  ivory: ['#faf6ef', '#f1e9dc', '#e2d5c1'],
  sage: ['#eef1e8', '#dfe5d6', '#c9d3bd'],
  'dusty-blue': ['#eef2f5', '#dae2ea', '#c2cfdb'],
  plum: ['#f3e9ee', '#e4d2dc', '#cfb7c5'],
  champagne: ['#f8f0e3', '#ecdfc8', '#dcc9a8'],
};

/**
 * Soft shadows, drawn small, blurred by libvips and laid back over the scene as an image: an SVG
 * blur filter at full size costs about half of a picture's render time, this a few milliseconds.
 */
async function softImage(
  worker: ImageWorker,
  content: string,
  w: number,
  h: number,
  sigma: number,
  attrs: string,
): Promise<string> {
  const k = 6;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(w / k)}" height="${Math.ceil(h / k)}" viewBox="0 0 ${w} ${h}">${content}</svg>`;
  const png = await worker.convert(Buffer.from(svg), [
    ['blur', Math.max(0.3, sigma / k)],
    ['png', { compressionLevel: 1 }],
  ]);
  return `<image href="data:image/png;base64,${png.toString('base64')}" x="0" y="0" width="${w}" height="${h}" preserveAspectRatio="none" ${attrs}/>`;
}

let grain: Promise<string> | undefined;
/** a tile of fine monochrome noise: the grain that keeps flat colour from looking like clip-art */
function grainTile(worker: ImageWorker): Promise<string> {
  grain ??= (async () => {
    const size = 128;
    const r = rng(42);
    const px = Buffer.alloc(size * size * 2);
    for (let i = 0; i < size * size; i++) {
      const v = r.next() < 0.5 ? 0 : 255;
      px[i * 2] = v;
      px[i * 2 + 1] = Math.floor(r.next() * 255);
    }
    const png = await worker.convert(px, [['png']], { raw: { width: size, height: size, channels: 2 } });
    return `data:image/png;base64,${png.toString('base64')}`;
  })();
  // a failed job (a worker that died) is not kept as the result for every later picture
  grain.catch(() => {
    grain = undefined;
  });
  return grain;
}

/** a pixel-space overlay: grain and vignette, the same at any crop */
async function finish(
  worker: ImageWorker,
  w: number,
  h: number,
  opacity: number,
  vignette = true,
): Promise<string> {
  const tile = await grainTile(worker);
  const vig = `<radialGradient id="vig" cx=".5" cy=".45" r=".8"><stop offset=".6" stop-color="#3a2a2c" stop-opacity="0"/><stop offset="1" stop-color="#3a2a2c" stop-opacity=".16"/></radialGradient>`;
  const noise =
    opacity > 0
      ? `<pattern id="grain" width="128" height="128" patternUnits="userSpaceOnUse"><image href="${tile}" width="128" height="128"/></pattern>`
      : '';
  return `<defs>${noise}${vignette ? vig : ''}</defs>${opacity > 0 ? `<rect width="${w}" height="${h}" fill="url(#grain)" opacity="${opacity}"/>` : ''}${vignette ? `<rect width="${w}" height="${h}" fill="url(#vig)"/>` : ''}`;
}

function wallDefs(backdrop: Backdrop, id: string): string {
  const [top, mid, low] = WALLS[backdrop];
  return `<linearGradient id="${id}wall" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".62" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient><radialGradient id="${id}spot" cx=".42" cy=".34" r=".62"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset=".55" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
}

/** leaf shadows falling across the wall from a window */
function leafShapes(r: Rng, x: number, y: number, scale: number): string {
  let leaves = '';
  const n = 6 + Math.floor(r.next() * 4);
  for (let i = 0; i < n; i++) {
    const a = r.range(-70, 50);
    const len = r.range(170, 280);
    const lx = r.range(-80, 160);
    const ly = r.range(-40, 300);
    leaves += `<g transform="translate(${f(lx)} ${f(ly)}) rotate(${f(a)})"><path d="M0 0 C${f(len * 0.3)} -${f(len * 0.24)} ${f(len * 0.75)} -${f(len * 0.2)} ${f(len)} 0 C${f(len * 0.75)} ${f(len * 0.2)} ${f(len * 0.3)} ${f(len * 0.24)} 0 0 Z"/><path d="M0 0 L${f(-len * 0.6)} ${f(len * 0.12)}" stroke="#2a1c20" stroke-width="7"/></g>`;
  }
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${scale})" fill="#2a1c20">${leaves}</g>`;
}

type WallStyle = 'arch' | 'leaves' | 'panel';

async function wall(
  worker: ImageWorker,
  backdrop: Backdrop,
  r: Rng,
  id: string,
  w: number,
  h: number,
  style: WallStyle,
): Promise<string> {
  const [, mid, low] = WALLS[backdrop];
  let s = `<rect width="${w}" height="${h}" fill="url(#${id}wall)"/>`;
  if (style === 'arch') {
    // a softly lit arch panel behind the garment
    const aw = w * 0.66;
    const ax = (w - aw) / 2;
    const ay = h * 0.06;
    s += `<path d="M${f(ax)} ${h} L${f(ax)} ${f(ay + aw / 2)} A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(ax + aw)} ${f(ay + aw / 2)} L${f(ax + aw)} ${h} Z" fill="${tint(mid, 0.4)}" opacity=".7"/>`;
  } else if (style === 'leaves') {
    s += await softImage(worker, leafShapes(r, w * 0.6, -h * 0.04, w / 800), w, h, 22, 'opacity=".09"');
  } else {
    // wainscot: a panelled lower wall
    const y = h * 0.82;
    s += `<rect y="${f(y)}" width="${w}" height="${f(h - y)}" fill="${mix(low, mid, 0.45)}"/><rect y="${f(y)}" width="${w}" height="7" fill="${tint(mid, 0.55)}"/><rect y="${f(y + 7)}" width="${w}" height="3" fill="${shade(low, 0.12)}" opacity=".45"/>`;
  }
  return `${s}<rect width="${w}" height="${h}" fill="url(#${id}spot)"/>`;
}

const HOOK = `<path d="M500 232 V178 C500 160 522 152 522 132 C522 110 504 102 490 106 C478 110 474 120 476 128" fill="none" stroke="#8d8a86" stroke-width="5" stroke-linecap="round"/>`;

function hangerDefs(id: string): string {
  return `<linearGradient id="${id}wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e3c59c"/><stop offset="1" stop-color="#a67b52"/></linearGradient><linearGradient id="${id}metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eeebe6"/><stop offset=".5" stop-color="#bdb8b1"/><stop offset="1" stop-color="#8f8a84"/></linearGradient>`;
}
const woodHanger = (id: string) =>
  `${HOOK}<path d="M262 302 C330 266 430 226 500 218 C570 226 670 266 738 302 C744 312 736 318 726 314 C664 286 570 246 500 240 C430 246 336 286 274 314 C264 318 256 312 262 302 Z" fill="url(#${id}wood)"/>`;
const clipBar = (id: string) =>
  `<rect x="352" y="226" width="296" height="14" rx="7" fill="url(#${id}metal)"/><g fill="url(#${id}metal)"><rect x="372" y="232" width="34" height="82" rx="5"/><rect x="594" y="232" width="34" height="82" rx="5"/></g>`;

/** the hook's top in the grid: where a rail holds the hanger */
const HOOK_TOP = 100;

interface GarmentArt {
  defs: string;
  body: string;
  focus: Pt;
  bottom: number;
}

/**
 * One garment on its hanger in the 1000×1250 grid: defs (print, shading) and the drawing. `id`
 * keeps the definitions of several garments in one document apart.
 */
async function garmentSvg(
  worker: ImageWorker,
  look: Look,
  colour: string,
  seed: number,
  id: string,
): Promise<GarmentArt> {
  const r = rng(seed);
  // without an accent, collars and trims are a lighter shade of the cloth (a darker one on white)
  const accent = look.accent ?? (luminance(colour) > 0.8 ? shade(colour, 0.12) : tint(colour, 0.72));
  const paint: Paint = {
    colour,
    accent,
    line: shade(colour, 0.45),
    soft: luminance(colour) > 0.5 ? tint(colour, 0.55) : tint(colour, 0.75),
  };
  const g = drawGarment(look, paint, r);
  // drape: alternating light and shade across the width, as cloth falls in soft folds
  let stops = '';
  const folds = 5 + Math.floor(r.next() * 3);
  for (let i = 0; i <= folds; i++) {
    const light = i % 2 === 0;
    const o = f(r.range(0.05, light ? 0.14 : 0.12) * 100) / 100;
    stops += `<stop offset="${f(i / folds)}" stop-color="${light ? '#ffffff' : '#2a1c20'}" stop-opacity="${o}"/>`;
  }
  const sheen = look.fabric === 'satin' ? 2 : 1;
  const defs =
    fabricPattern(`${id}print`, look.fabric, colour, accent, r) +
    `<linearGradient id="${id}drape" x1="0" y1="0" x2="1" y2="${f(r.range(0.05, 0.2))}">${stops}</linearGradient>` +
    `<linearGradient id="${id}light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="${0.2 * sheen}"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset=".7" stop-color="#fff" stop-opacity="${0.06 * sheen}"/><stop offset="1" stop-color="#1e1418" stop-opacity=".2"/></linearGradient>` +
    `<radialGradient id="${id}vol" cx=".5" cy=".4" r=".72"><stop offset=".5" stop-color="#1e1418" stop-opacity="0"/><stop offset="1" stop-color="#1e1418" stop-opacity=".2"/></radialGradient>` +
    hangerDefs(id);
  const outline = g.layers.map((l) => `<path d="${l.d}"/>`).join('');
  const shadow = await softImage(
    worker,
    `<g transform="translate(24 30)" fill="#2a1c20">${outline}</g>`,
    GRID_W,
    GRID_H,
    16,
    'opacity=".32"',
  );
  const layers = g.layers
    .map(
      ({ d, details }) =>
        `<path d="${d}" fill="${colour}"/><path d="${d}" fill="url(#${id}print)"/><path d="${d}" fill="url(#${id}drape)"/><path d="${d}" fill="url(#${id}vol)"/><path d="${d}" fill="url(#${id}light)"/><path d="${d}" fill="none" stroke="${paint.line}" stroke-width="2" stroke-opacity=".45"/>${details}`,
    )
    .join('');
  // a clip hanger holds a skirt from the front; a wooden one sits inside the garment
  const body =
    g.hanger === 'clip'
      ? `${shadow}${HOOK}${layers}${clipBar(id)}`
      : `${shadow}${g.behind}${woodHanger(id)}${layers}`;
  return { defs, body, focus: g.focus, bottom: g.bottom };
}

function brandMark(x: number, y: number, size: number, colour: string): string {
  return `<text x="${x}" y="${y}" font-family="Liberation Serif, DejaVu Serif, serif" font-size="${size}" letter-spacing="${f(size * 0.35)}" fill="${colour}" opacity=".55">LUMIÈRE</text>`;
}

/** `content` drawn in `viewBox` and fitted to the picture; `overlay` in the picture's own pixels */
function svgDoc(width: number, height: number, viewBox: string, content: string, overlay: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><svg width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${content}</svg>${overlay}</svg>`;
}

async function render(worker: ImageWorker, svg: string): Promise<Buffer> {
  // JPEG is the quickest good-enough hand-over to the image store, which re-encodes to WebP
  return worker.convert(Buffer.from(svg), [['jpeg', { quality: 90, chromaSubsampling: '4:4:4' }]]);
}

export type Shot = 'front' | 'detail' | 'variant';
const WALL_STYLES: WallStyle[] = ['arch', 'leaves', 'panel'];

/** The SVG of one product photo; exported for previews. */
export async function productSvg(worker: ImageWorker, look: Look, seed: number, shot: Shot): Promise<string> {
  const variant = shot === 'variant';
  const r = rng(seed * 7 + (variant ? 3 : 0));
  const colour = variant && look.variant ? look.variant : look.colour;
  const backdrop = variant
    ? BACKDROPS[(BACKDROPS.indexOf(look.backdrop) + 1 + (seed % 5)) % BACKDROPS.length]!
    : look.backdrop;
  const style = WALL_STYLES[(seed + (variant ? 1 : 0)) % WALL_STYLES.length]!;
  const id = 'p';
  const g = await garmentSvg(worker, look, colour, seed, id);
  // frame the garment: as large as the picture allows, a little above the middle
  const scale = Math.min(1.4, 1110 / (g.bottom - HOOK_TOP));
  const top = Math.max(36, (GRID_H - (g.bottom - HOOK_TOP) * scale) / 2 - 24);
  const place = (p: Pt): Pt => [500 + (p[0] - 500) * scale, top + (p[1] - HOOK_TOP) * scale];
  const [, , low] = WALLS[backdrop];
  const content =
    `<defs>${wallDefs(backdrop, id)}${g.defs}</defs>` +
    (await wall(worker, backdrop, r, id, GRID_W, GRID_H, style)) +
    `<g transform="translate(500 ${f(top)}) scale(${f(scale * 1000) / 1000}) translate(-500 -${HOOK_TOP})">${g.body}</g>`;
  let viewBox = `0 0 ${GRID_W} ${GRID_H}`;
  const size = shot === 'front' ? PRODUCT_SIZE : SECOND_SHOT_SIZE;
  let mark = brandMark(
    f(size.width * 0.06),
    size.height - f(size.height * 0.04),
    f(size.width * 0.024),
    shade(low, 0.45),
  );
  if (shot === 'detail') {
    // a close crop on the neckline, the print or the waistband
    const w = 460;
    const h = 575;
    const [fx, fy] = place(g.focus);
    const x = Math.min(GRID_W - w, Math.max(0, fx - w / 2));
    const y = Math.min(GRID_H - h, Math.max(0, fy - h / 2));
    viewBox = `${f(x)} ${f(y)} ${w} ${h}`;
    mark = '';
  }
  // grain costs a sixth of a picture's encoding, a vignette a tenth of its drawing: only the
  // cover shot, seen first and largest, has them
  const front = shot === 'front';
  const overlay = (await finish(worker, size.width, size.height, front ? 0.05 : 0, front)) + mark;
  return svgDoc(size.width, size.height, viewBox, content, overlay);
}

/** Photos of a product: front, a detail crop and, when the look has one, a colour variant. */
export async function productPhotos(worker: ImageWorker, look: Look, seed: number): Promise<Buffer[]> {
  const shots: Shot[] = look.variant ? ['front', 'detail', 'variant'] : ['front', 'detail'];
  return Promise.all(shots.map(async (shot) => render(worker, await productSvg(worker, look, seed, shot))));
}

/** A rail of garments for banners and covers; (x, y) is the rail's left end. */
async function rail(
  worker: ImageWorker,
  looks: Look[],
  seed: number,
  x: number,
  y: number,
  length: number,
  scale: number,
): Promise<{ defs: string; body: string }> {
  let defs = '';
  let body = `<rect x="${f(x - 10)}" y="${f(y - 6)}" width="${f(length + 20)}" height="12" rx="6" fill="#b8966a"/><rect x="${f(x - 10)}" y="${f(y - 6)}" width="${f(length + 20)}" height="4" rx="2" fill="#f1dcb8" opacity=".7"/>`;
  const step = length / looks.length;
  const garments = await Promise.all(
    looks.map((look, i) => garmentSvg(worker, look, look.colour, seed + i * 13, `r${i}`)),
  );
  garments.forEach((g, i) => {
    defs += g.defs;
    // the hook of the hanger rests on the rail
    const gx = x + step * (i + 0.5) - 500 * scale;
    const gy = y - (HOOK_TOP + 8) * scale;
    body += `<g transform="translate(${f(gx)} ${f(gy)}) scale(${scale})">${g.body}</g>`;
  });
  return { defs, body };
}

/** a ceramic vase of dried pampas and a stack of folded pieces, standing on the floor at (x, y) */
function props(colours: string[], x: number, y: number, scale: number, r: Rng): string {
  let stems = '';
  for (let i = 0; i < 5; i++) {
    const dx = r.range(-130, 130);
    const h = r.range(300, 420);
    const c = `M0 -130 C${f(dx * 0.1)} ${f(-h * 0.55)} ${f(dx * 0.7)} ${f(-h * 0.85)} ${f(dx)} ${f(-h)}`;
    const plume = `M${f(dx * 0.55)} ${f(-h * 0.8)} C${f(dx * 0.7)} ${f(-h * 0.88)} ${f(dx * 0.85)} ${f(-h * 0.95)} ${f(dx)} ${f(-h)}`;
    stems +=
      stroke(c, '#b59a74', 3, 0.9) + stroke(plume, '#eadbc2', 26, 0.75) + stroke(plume, '#f8efe0', 12, 0.8);
  }
  const vase = '#efe4d6';
  let stack = '';
  colours.slice(0, 3).forEach((c, i) => {
    const sy = -(i + 1) * 30;
    stack += `<rect x="${170 + i * 5}" y="${sy}" width="190" height="30" rx="10" fill="${c}"/><rect x="${172 + i * 5}" y="${sy + 2}" width="186" height="6" rx="3" fill="#fff" opacity=".25"/><path d="M${180 + i * 5} ${sy + 26} H${350 + i * 5}" stroke="#2a1c20" stroke-width="2" opacity=".12"/>`;
  });
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${scale})"><ellipse cx="140" cy="2" rx="250" ry="14" fill="#2a1c20" opacity=".1"/>${stems}<path d="M-34 0 C-58 -24 -56 -76 -30 -104 C-22 -114 -18 -124 -18 -140 L18 -140 C18 -124 22 -114 30 -104 C56 -76 58 -24 34 0 Z" fill="${vase}"/><path d="M-34 0 C-58 -24 -56 -76 -30 -104 C-22 -114 -18 -124 -18 -140 L18 -140 C18 -124 22 -114 30 -104 C56 -76 58 -24 34 0 Z" fill="url(#propshade)"/><ellipse cx="0" cy="-140" rx="18" ry="4" fill="${shade(vase, 0.3)}"/>${stack}</g>`;
}
const PROP_DEFS = `<linearGradient id="propshade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".4" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#2a1c20" stop-opacity=".22"/></linearGradient>`;

/**
 * A home-page banner (16:7): the left part stays quiet for the title the page lays over it; the
 * right shows a rail of the collection's garments, soft shapes and fabric swatches.
 */
export async function bannerSvg(
  worker: ImageWorker,
  looks: Look[],
  backdrop: Backdrop,
  seed: number,
): Promise<string> {
  const { width: w, height: h } = BANNER_GRID;
  const r = rng(seed);
  const id = 'b';
  const [top, mid, low] = WALLS[backdrop];
  const floor = h * 0.9;
  const shelf = await rail(worker, looks.slice(0, 4), seed, 860, 120, 620, 0.46);
  const leaves = await softImage(worker, leafShapes(r, w * 0.78, -60, 1.4), w, h, 24, 'opacity=".08"');
  const content =
    `<defs>${wallDefs(backdrop, id)}${shelf.defs}${PROP_DEFS}<linearGradient id="${id}h" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tint(top, 0.4)}"/><stop offset=".5" stop-color="${top}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}h)"/>` +
    `<circle cx="${f(w * 0.74)}" cy="${f(h * 0.46)}" r="${f(h * 0.52)}" fill="${tint(mid, 0.2)}" opacity=".8"/>` +
    `<circle cx="${f(w * 0.36)}" cy="${f(h * 1.05)}" r="${f(h * 0.32)}" fill="${mid}" opacity=".35"/>` +
    leaves +
    `<rect y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="${low}" opacity=".55"/>` +
    // the rail's stand
    `<g fill="#b8966a"><rect x="838" y="112" width="10" height="${f(floor - 112)}" rx="4"/><rect x="1492" y="112" width="10" height="${f(floor - 112)}" rx="4"/><rect x="812" y="${f(floor - 8)}" width="62" height="10" rx="5"/><rect x="1466" y="${f(floor - 8)}" width="62" height="10" rx="5"/></g>` +
    shelf.body +
    props(
      looks.map((l) => l.colour),
      600,
      floor + 4,
      0.62,
      r,
    );
  const { width: pw, height: ph } = BANNER_SIZE;
  const overlay = (await finish(worker, pw, ph, 0.04)) + brandMark(pw - 140, ph - 22, 16, shade(low, 0.45));
  return svgDoc(pw, ph, `0 0 ${w} ${h}`, content, overlay);
}

export async function bannerImage(
  worker: ImageWorker,
  looks: Look[],
  backdrop: Backdrop,
  seed: number,
): Promise<Buffer> {
  return render(worker, await bannerSvg(worker, looks, backdrop, seed));
}

/** A collection cover (4:3): three of its garments on a rail under an arch, with swatches. */
export async function coverSvg(
  worker: ImageWorker,
  looks: Look[],
  backdrop: Backdrop,
  seed: number,
): Promise<string> {
  const { width: w, height: h } = COVER_GRID;
  const r = rng(seed);
  const id = 'c';
  const [, mid, low] = WALLS[backdrop];
  const picked = looks.slice(0, 3);
  const floor = h * 0.86;
  const shelf = await rail(worker, picked, seed, 250, 150, 820, 0.54);
  const content =
    `<defs>${wallDefs(backdrop, id)}${shelf.defs}${PROP_DEFS}</defs>` +
    (await wall(worker, backdrop, r, id, w, h, 'arch')) +
    `<rect y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="${mix(low, mid, 0.3)}"/><rect y="${f(floor)}" width="${w}" height="5" fill="${tint(mid, 0.5)}"/>` +
    // wall brackets of the rail
    `<g fill="#a98660"><rect x="236" y="128" width="10" height="34" rx="3"/><rect x="1074" y="128" width="10" height="34" rx="3"/></g>` +
    shelf.body +
    props(
      picked.map((l) => l.colour),
      90,
      floor + 6,
      0.5,
      r,
    );
  const { width: pw, height: ph } = COVER_SIZE;
  const overlay = (await finish(worker, pw, ph, 0.05)) + brandMark(pw - 140, ph - 24, 16, shade(low, 0.45));
  return svgDoc(pw, ph, `0 0 ${w} ${h}`, content, overlay);
}

export async function coverImage(
  worker: ImageWorker,
  looks: Look[],
  backdrop: Backdrop,
  seed: number,
): Promise<Buffer> {
  return render(worker, await coverSvg(worker, looks, backdrop, seed));
}
