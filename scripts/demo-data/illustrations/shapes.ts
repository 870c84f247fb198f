/** Demo illustrations: the shapes night scenes are drawn from (lights, houses, trees...). */
// ---------------------------------------------------------------------------------------------
// Illustrations: 800x600 night scenes built from a few shapes. A string of lights is a dashed
// stroke with zero-length dashes and round caps (one dot per dash), one stroke per colour, under
// a blur "glow" filter: that keeps every file a few KB. Each image has its own PRNG seed so the
// drawings do not change when the demo rows do.
// ---------------------------------------------------------------------------------------------

export type Rnd = () => number;

export const PALETTES = [
  ["#ff4040", "#3ddc66", "#ffd23f", "#3fa7ff"], // classic multicolour
  ["#fff1c1"], // warm white
  ["#8fd3ff", "#ffffff"], // icy blue and white
  ["#ff4d4d", "#49e07a"], // red and green
  ["#ff5fa2", "#5ff2ff", "#fff35f"], // candy
  ["#ffb347", "#fff1c1", "#ff6b6b"], // amber glow
];
export const SKIES: [string, string][] = [
  ["#050a1f", "#2a3d72"],
  ["#0a0820", "#3e2b63"],
  ["#03101c", "#1c4260"],
  ["#0b0c2a", "#4a3160"],
];
export const WALLS = [
  "#3b3a4f",
  "#4a3b35",
  "#2f3e4d",
  "#4b4036",
  "#3d4a3e",
  "#523a44",
  "#38404f",
  "#46413a",
];
export const ROOFS = ["#211a1f", "#1b2230", "#29292e", "#35211f", "#1f2b26"];
export const DOORS = ["#8c1d24", "#1d4d33", "#243b6b", "#5a3a22"];

/** One decimal at most: plenty for 800x600 and short in the file. */
export const n = (v: number) => String(Math.round(v * 10) / 10);

export function svgDoc(title: string, sky: [string, string], body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">` +
    `<title>${title}</title><defs>` +
    `<linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>` +
    `<linearGradient id="n" x2="0" y2="1"><stop offset="0" stop-color="#e6edf8"/><stop offset="1" stop-color="#a3b3d3"/></linearGradient>` +
    `<linearGradient id="t" x2="1"><stop offset="0" stop-color="#23703f"/><stop offset="1" stop-color="#0d3520"/></linearGradient>` +
    `<radialGradient id="w"><stop offset="0" stop-color="#fff3bf"/><stop offset="1" stop-color="#f2a531"/></radialGradient>` +
    // A user-space region so the glow of a perfectly straight string is not clipped.
    `<filter id="g" filterUnits="userSpaceOnUse" x="-800" y="-800" width="2400" height="2200">` +
    `<feGaussianBlur stdDeviation="3" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
    `</defs><rect width="800" height="600" fill="url(#s)"/>${body}</svg>\n`
  );
}

/** Ids of shared light paths inside the current SVG document (reset per image). */
let pathIds = 0;
/** Starts a new SVG document's light path ids at l1. */
export function resetLightIds() {
  pathIds = 0;
}

/**
 * A string of lights along path `d`: colours alternate every `gap` units. With several colours
 * the path is defined once and reused, which keeps multicolour strings small.
 */
export function lights(d: string, palette: string[], size = 7, gap = 15): string {
  const offset = (i: number) => (i ? ` stroke-dashoffset="${n(-i * gap)}"` : "");
  let strands: string;
  if (palette.length === 1) strands = `<path d="${d}" stroke="${palette[0]}"/>`;
  else {
    const id = `l${++pathIds}`;
    strands =
      `<defs><path id="${id}" d="${d}"/></defs>` +
      palette.map((c, i) => `<use href="#${id}" stroke="${c}"${offset(i)}/>`).join("");
  }
  return (
    `<g fill="none" stroke-width="${n(size)}" stroke-linecap="round" stroke-dasharray="0 ${n(gap * palette.length)}" filter="url(#g)">` +
    `${strands}</g>`
  );
}

/** Dots scattered inside an ellipse (lights thrown over a bush), one path per colour. */
export function dotsIn(
  r: Rnd,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  palette: string[],
  size = 6,
): string {
  const paths = palette.map(() => "");
  for (let i = 0; i < count; i++) {
    const a = r() * 2 * Math.PI;
    const d = Math.sqrt(r());
    paths[i % palette.length] +=
      `M${Math.round(cx + Math.cos(a) * rx * d)} ${Math.round(cy + Math.sin(a) * ry * d)}h0`;
  }
  const strands = paths.map((d, i) => `<path d="${d}" stroke="${palette[i]}"/>`).join("");
  return `<g stroke-width="${size}" stroke-linecap="round" filter="url(#g)">${strands}</g>`;
}

export function stars(r: Rnd, count = 45, maxY = 320): string {
  let small = "";
  let big = "";
  for (let i = 0; i < count; i++) {
    const d = `M${Math.round(r() * 800)} ${Math.round(r() * maxY)}h0`;
    if (r() < 0.82) small += d;
    else big += d;
  }
  return `<g stroke="#fff" stroke-linecap="round"><path d="${small}" stroke-width="1.6" opacity=".7"/><path d="${big}" stroke-width="3"/></g>`;
}

export function moon(x: number, y: number, radius: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${n(radius * 2.4)}" fill="#fdf3c8" opacity=".06"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(radius * 1.5)}" fill="#fdf3c8" opacity=".1"/>` +
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="#fbf1d0"/>` +
    `<circle cx="${n(x - radius * 0.3)}" cy="${n(y - radius * 0.2)}" r="${n(radius * 0.18)}" fill="#e9dcb2" opacity=".6"/>` +
    `<circle cx="${n(x + radius * 0.35)}" cy="${n(y + radius * 0.3)}" r="${n(radius * 0.12)}" fill="#e9dcb2" opacity=".6"/>`
  );
}

/** Dark pines on the horizon, for depth. */
export function treeline(r: Rnd, y: number): string {
  let d = "";
  for (let x = -20; x < 820; x += 22 + Math.round(r() * 26)) {
    const w = 13 + Math.round(r() * 11);
    const h = 35 + Math.round(r() * 60);
    d += `M${x} ${y}l${w} ${-h}l${w} ${h}`;
  }
  return `<path d="${d}V${y + 40}H-20Z" fill="#0a1426" opacity=".9"/>`;
}

export function ground(y: number): string {
  return `<path d="M0 ${y}Q200 ${y - 18} 400 ${y - 2}T800 ${y - 6}V600H0Z" fill="url(#n)"/>`;
}

export function snowfall(r: Rnd, count = 60): string {
  let a = "";
  let b = "";
  for (let i = 0; i < count; i++) {
    const d = `M${Math.round(r() * 800)} ${Math.round(r() * 600)}h0`;
    if (r() < 0.7) a += d;
    else b += d;
  }
  return `<g stroke="#fff" stroke-linecap="round"><path d="${a}" stroke-width="3" opacity=".7"/><path d="${b}" stroke-width="5" opacity=".45"/></g>`;
}

/** A lit evergreen standing on (x, y), `h` tall, with a garland of lights and a star. */
export function tree(x: number, y: number, h: number, palette: string[]): string {
  const w = h * 0.62;
  const layer = (apex: number, base: number, half: number) =>
    `M${n(x)} ${n(y - h * apex)}L${n(x + half)} ${n(y - h * base)}L${n(x - half)} ${n(y - h * base)}Z`;
  const body =
    `<rect x="${n(x - h * 0.04)}" y="${n(y - h * 0.1)}" width="${n(h * 0.08)}" height="${n(h * 0.1)}" fill="#3b2414"/>` +
    `<path d="${layer(1, 0.52, w * 0.3)}${layer(0.78, 0.3, w * 0.4)}${layer(0.58, 0.08, w * 0.5)}" fill="url(#t)"/>`;
  // Garland: zigzag down the tree, touching the edge of the layer at each height.
  let d = "";
  for (let i = 0; i <= 6; i++) {
    const t = 0.88 - i * 0.13;
    const half = w * 0.5 * (1 - t) * 0.95;
    d += `${i ? "L" : "M"}${n(x + (i % 2 ? half : -half))} ${n(y - h * t)}`;
  }
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = (i % 2 ? 0.45 : 1) * h * 0.065;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${n(x + Math.cos(a) * radius)} ${n(y - h + Math.sin(a) * radius)}`);
  }
  return (
    body +
    lights(d, palette, Math.max(4, h / 45), Math.max(8, h / 26)) +
    `<path d="M${points.join("L")}Z" fill="#ffe066" filter="url(#g)"/>`
  );
}

/** An inflatable snowman standing on (x, y). */
export function snowman(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<ellipse cy="2" rx="40" ry="8" fill="#7f92b8" opacity=".5"/>` +
    `<g fill="#f4f8ff" stroke="#c9d6ee" stroke-width="2"><circle cy="-32" r="32"/><circle cy="-84" r="24"/><circle cy="-122" r="18"/></g>` +
    `<path d="M-15-134h30v-4h-7v-24h-16v24h-7z" fill="#151515"/><path d="M-8-148h16v4h-16z" fill="#d7263d"/>` +
    `<circle cx="-6" cy="-126" r="2.5" fill="#222"/><circle cx="6" cy="-126" r="2.5" fill="#222"/><path d="M0-121l14 3-14 3z" fill="#ff8c1a"/>` +
    `<path d="M-19-105q19 8 38 0v7q-19 8-38 0zM8-100h8v22h-8z" fill="#d7263d"/>` +
    `<g fill="#222"><circle cy="-90" r="2.5"/><circle cy="-78" r="2.5"/><circle cy="-40" r="3"/><circle cy="-26" r="3"/></g></g>`
  );
}

/** Candy canes at the given (x, bottom y, height) spots: a white stroke under a red dashed one. */
export function candyCanes(spots: [number, number, number][]): string {
  const d = spots
    .map(
      ([x, y, h]) => `M${n(x)} ${n(y)}v${n(-h)}a${n(h / 5)} ${n(h / 5)} 0 0 1 ${n((h * 2) / 5)} 0`,
    )
    .join("");
  const width = n(Math.max(3, (spots[0]?.[2] ?? 30) / 7));
  return (
    `<g fill="none" stroke-linecap="round" stroke-width="${width}"><path d="${d}" stroke="#fff"/>` +
    `<path d="${d}" stroke="#e0283a" stroke-dasharray="5 5"/></g>`
  );
}

export function icicles(r: Rnd, x1: number, x2: number, y: number): string {
  // One path: each strand goes down, then a relative move back up and 10 units right.
  let d = `M${n(x1)} ${n(y)}`;
  for (let x = x1; x <= x2; x += 10) {
    const len = 8 + Math.round(r() * 18);
    d += `v${len}m10 ${-len}`;
  }
  return `<path d="${d}" fill="none" stroke="#dff4ff" stroke-width="3.5" stroke-linecap="round" stroke-dasharray="0 6" filter="url(#g)"/>`;
}

export function gifts(x: number, y: number): string {
  const box = (bx: number, w: number, h: number, fill: string) =>
    `<rect x="${bx}" y="${y - h}" width="${w}" height="${h}" fill="${fill}"/>` +
    `<path d="M${bx + w / 2} ${y - h}v${h}M${bx} ${y - h / 2}h${w}" stroke="#ffd23f" stroke-width="4"/>`;
  return (
    box(x - 90, 50, 40, "#c62839") + box(x - 30, 60, 52, "#2a62c9") + box(x + 40, 44, 34, "#1f8a4c")
  );
}

export type HouseStyle = "colonial" | "ranch" | "cape";
export type HouseOptions = {
  x: number;
  y: number;
  s: number;
  style: HouseStyle;
  wall: string;
  roof: string;
  door: string;
  palette: string[];
  r: Rnd;
  icicles?: boolean;
  bushes?: boolean;
};

/** A house whose bottom centre is at (x, y): walls, snowy roof, lit windows, door with wreath, lights. */
export function house(o: HouseOptions): string {
  const shapes = {
    colonial: {
      chimney: [88, -300, 28, 80],
      wall: [-170, -200, 340, 200],
      roof: "M-192 -196L0 -312L192 -196",
      eave: "M-170 -190H170",
      windows: [
        [-130, -180],
        [-25, -180],
        [80, -180],
        [-130, -95],
        [80, -95],
      ],
      win: [50, 54],
      door: [-25, -88, 50, 88],
      dormers: [] as number[],
    },
    ranch: {
      chimney: [-100, -235, 26, 60],
      wall: [-230, -125, 460, 125],
      roof: "M-252 -122L-140 -205H140L252 -122",
      eave: "M-230 -116H230",
      windows: [
        [-200, -100],
        [-130, -100],
        [80, -100],
        [150, -100],
      ],
      win: [50, 46],
      door: [-25, -92, 50, 92],
      dormers: [] as number[],
    },
    cape: {
      chimney: [-110, -250, 26, 80],
      wall: [-155, -135, 310, 135],
      roof: "M-175 -132L0 -285L175 -132",
      eave: "M-155 -126H155",
      windows: [
        [-125, -105],
        [75, -105],
      ],
      win: [50, 54],
      door: [-23, -95, 46, 95],
      dormers: [-62, 62],
    },
  }[o.style];
  const [cx, cy, cw, ch] = shapes.chimney as [number, number, number, number];
  const [wx, wy, ww, wh] = shapes.wall as [number, number, number, number];
  const [dx, dy, dw, dh] = shapes.door as [number, number, number, number];
  const [winW, winH] = shapes.win as [number, number];
  const out: string[] = [
    `<g transform="translate(${o.x} ${o.y}) scale(${o.s})">`,
    `<path d="M${dx} 0h${dw}l22 ${n(120 / o.s)}h${-dw - 44}z" fill="#c3cee4" opacity=".6"/>`,
    `<rect x="${cx}" y="${cy}" width="${cw}" height="${ch}" fill="${o.roof}"/>`,
    `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="${o.wall}"/>`,
    `<path d="${shapes.roof}Z" fill="${o.roof}"/>`,
    `<path d="${shapes.roof}" fill="none" stroke="#eef4ff" stroke-width="6" stroke-linejoin="round"/>`,
  ];
  // Lit windows: glowing panes in one group, their crossbars in one path.
  const panes: [number, number, number, number][] = (shapes.windows as [number, number][]).map(
    ([x, y]) => [x, y, winW, winH],
  );
  let dormerLights = "";
  for (const x of shapes.dormers) {
    out.push(
      `<rect x="${x - 26}" y="-205" width="52" height="48" fill="${o.wall}"/>` +
        `<path d="M${x - 34} -203L${x} -240L${x + 34} -203Z" fill="${o.roof}"/>`,
    );
    panes.push([x - 16, -198, 32, 32]);
    dormerLights += `M${x - 34} -203L${x} -240L${x + 34} -203`;
  }
  out.push(
    `<g fill="url(#w)">${panes.map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`).join("")}</g>`,
    `<path d="${panes.map(([x, y, w, h]) => `M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}`).join("")}" stroke="${o.wall}" stroke-width="3"/>`,
  );
  const wreathY = dy + dh * 0.3;
  out.push(
    `<rect x="${dx}" y="${dy}" width="${dw}" height="${dh}" fill="${o.door}"/>`,
    `<circle cx="${dx + dw - 9}" cy="${dy + dh * 0.55}" r="3" fill="#e3b341"/>`,
    `<circle cx="${dx + dw / 2}" cy="${n(wreathY)}" r="11" fill="none" stroke="#1f7a3e" stroke-width="6"/>`,
    `<circle cx="${dx + dw / 2}" cy="${n(wreathY + 11)}" r="3.5" fill="#e0283a"/>`,
  );
  if (o.bushes) {
    out.push(
      `<ellipse cx="${dx - 55}" cy="-10" rx="42" ry="22" fill="#12361f"/><ellipse cx="${dx + dw + 55}" cy="-10" rx="42" ry="22" fill="#12361f"/>`,
      dotsIn(o.r, dx - 55, -12, 36, 16, 22, o.palette, 5),
      dotsIn(o.r, dx + dw + 55, -12, 36, 16, 22, o.palette, 5),
    );
  }
  out.push(
    lights(shapes.roof + dormerLights, o.palette, 7, 15),
    lights(shapes.eave, o.palette, 6, 14),
  );
  if (o.icicles) out.push(icicles(o.r, wx + 5, wx + ww - 5, wy + 12));
  out.push("</g>");
  return out.join("");
}

export const REINDEER =
  "M0 0C10-14 52-14 62-2C52 10 10 10 0 0M8 4L4 36M18 7L21 36M46 7L43 36M56 3L61 36M58-6L70-32L86-27L72-22M70-33L62-52M65-43L56-47M73-33L80-53M77-44L87-47M0-2L-7-9";

/** A glowing wire-frame reindeer standing on (x, y); negative `s` faces left. */
export function reindeer(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y - 36 * Math.abs(s)}) scale(${s} ${Math.abs(s)})">` +
    `<path d="${REINDEER}" fill="none" stroke="#fff6d5" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" filter="url(#g)"/>` +
    `${lights(REINDEER, ["#fff6d5"], 4, 7)}</g>`
  );
}
