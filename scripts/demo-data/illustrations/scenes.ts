/** Demo illustrations: one house picture per demo house, and the photo scenes. */
import { mulberry32 } from "../random.ts";
import {
  candyCanes,
  DOORS,
  gifts,
  ground,
  house,
  lights,
  moon,
  n,
  PALETTES,
  REINDEER,
  ROOFS,
  reindeer,
  resetLightIds,
  SKIES,
  snowfall,
  snowman,
  stars,
  svgDoc,
  tree,
  treeline,
  WALLS,
} from "./shapes.ts";

export function houseImage(i: number): string {
  resetLightIds();
  const r = mulberry32(1000 + i);
  const style = (["colonial", "ranch", "cape"] as const)[i % 3]!;
  const palette = PALETTES[(i * 5 + Math.floor(i / 6)) % PALETTES.length]!;
  const treePalette = PALETTES[(i * 5 + 2) % PALETTES.length]!;
  const parts = [
    stars(r),
    i % 2 ? moon(120 + Math.round(r() * 560), 80 + Math.round(r() * 40), 30) : "",
    treeline(r, 440),
    ground(470),
    house({
      x: 400,
      y: 482,
      s: 1,
      style,
      wall: WALLS[i % WALLS.length]!,
      roof: ROOFS[i % ROOFS.length]!,
      door: DOORS[i % DOORS.length]!,
      palette,
      r,
      icicles: i % 5 === 0 || palette.length === 2,
      bushes: i % 4 !== 3,
    }),
  ];
  if (i % 2 === 0)
    parts.push(
      tree(style === "ranch" ? 705 : 672, 500, style === "ranch" ? 150 : 190, treePalette),
    );
  if (i % 4 === 1)
    parts.push(snowman(style === "ranch" ? 92 : 118, 520, style === "ranch" ? 0.75 : 0.9));
  if (i % 3 === 2) parts.push(candyCanes([150, 215, 280, 520, 585, 650].map((x) => [x, 575, 34])));
  if (i % 3 === 0) parts.push(snowfall(r));
  return svgDoc("House decorated with Christmas lights", SKIES[i % SKIES.length]!, parts.join(""));
}

export function sceneImage(k: number): string {
  resetLightIds();
  const r = mulberry32(2000 + k);
  const sky = SKIES[k % SKIES.length]!;
  const p = (i: number) => PALETTES[i % PALETTES.length]!;
  switch (k) {
    case 1:
      return svgDoc(
        "Decorated tree in a snowy yard",
        sky,
        stars(r) +
          moon(650, 100, 34) +
          treeline(r, 450) +
          ground(480) +
          tree(400, 540, 420, p(0)) +
          gifts(400, 545) +
          snowfall(r),
      );
    case 2:
      return svgDoc(
        "A street of decorated houses",
        sky,
        stars(r, 30) +
          ground(450) +
          house({
            x: 150,
            y: 470,
            s: 0.55,
            style: "cape",
            wall: WALLS[2]!,
            roof: ROOFS[0]!,
            door: DOORS[0]!,
            palette: p(0),
            r,
          }) +
          house({
            x: 400,
            y: 462,
            s: 0.6,
            style: "colonial",
            wall: WALLS[5]!,
            roof: ROOFS[1]!,
            door: DOORS[1]!,
            palette: p(1),
            r,
          }) +
          house({
            x: 655,
            y: 470,
            s: 0.52,
            style: "ranch",
            wall: WALLS[3]!,
            roof: ROOFS[3]!,
            door: DOORS[2]!,
            palette: p(4),
            r,
            bushes: true,
          }) +
          `<rect y="535" width="800" height="65" fill="#262c3c"/><path d="M0 568H800" stroke="#f2d16b" stroke-width="4" stroke-dasharray="40 30"/>` +
          snowfall(r, 25),
      );
    case 3: {
      // Walk-through tunnel: arches shrinking towards a vanishing point, alternating colours.
      let arches = "";
      for (let i = 8; i >= 0; i--) {
        const t = 0.8 ** i;
        const base = 390 + 210 * t;
        const rx = 380 * t;
        const ry = 360 * t;
        arches += lights(
          `M${n(400 - rx)} ${n(base)}A${n(rx)} ${n(ry)} 0 0 1 ${n(400 + rx)} ${n(base)}`,
          [p(0)[i % 4]!, "#fff1c1"],
          3 + 7 * t,
          6 + 16 * t,
        );
      }
      return svgDoc(
        "Walk-through tunnel of lights",
        sky,
        stars(r, 40, 250) +
          `<rect y="390" width="800" height="210" fill="url(#n)"/><path d="M30 600L392 390h16L770 600z" fill="#8696b8" opacity=".45"/>` +
          arches +
          snowfall(r, 40),
      );
    }
    case 4:
      return svgDoc(
        "Inflatable snowman and candy canes",
        sky,
        stars(r) +
          moon(110, 90, 28) +
          treeline(r, 440) +
          ground(470) +
          house({
            x: 560,
            y: 478,
            s: 0.75,
            style: "ranch",
            wall: WALLS[6]!,
            roof: ROOFS[2]!,
            door: DOORS[0]!,
            palette: p(4),
            r,
          }) +
          tree(80, 520, 160, p(3)) +
          snowman(260, 560, 1.9) +
          candyCanes([400, 460, 520, 580, 640, 700].map((x) => [x, 590, 44])) +
          snowfall(r),
      );
    case 5:
      return svgDoc(
        "Lighted reindeer on the lawn",
        sky,
        stars(r) +
          moon(140, 110, 44) +
          treeline(r, 440) +
          ground(470) +
          tree(690, 520, 230, p(2)) +
          reindeer(170, 540, 1.9) +
          reindeer(560, 520, -1.6) +
          reindeer(360, 500, 1.2) +
          snowfall(r, 40),
      );
    case 6: {
      // Porch close-up: siding, door with a lit wreath, garland, lanterns and steps.
      let siding = "";
      for (let y = 20; y < 600; y += 22) siding += `M0 ${y}H800`;
      const wreath = "M342 240a58 58 0 1 0 116 0a58 58 0 1 0-116 0";
      const lantern = (x: number) =>
        `<path d="M${x - 18} 282l18-22 18 22z" fill="#1c1c1c"/><rect x="${x - 16}" y="282" width="32" height="46" fill="#1c1c1c"/>` +
        `<rect x="${x - 10}" y="288" width="20" height="34" fill="url(#w)" filter="url(#g)"/>`;
      return svgDoc(
        "Front porch with wreath and garland",
        sky,
        `<rect width="800" height="600" fill="#4a3a33"/><path d="${siding}" stroke="#3a2c26" stroke-width="3"/>` +
          `<circle cx="400" cy="300" r="420" fill="url(#w)" opacity=".14"/>` +
          `<rect x="228" y="110" width="344" height="420" fill="#e9e2d0"/>` +
          `<rect x="245" y="140" width="40" height="300" fill="url(#w)"/><rect x="515" y="140" width="40" height="300" fill="url(#w)"/>` +
          `<rect x="320" y="140" width="160" height="390" fill="${DOORS[0]}"/>` +
          `<g fill="none" stroke="#6a141a" stroke-width="6"><rect x="340" y="330" width="120" height="170"/><rect x="340" y="160" width="120" height="150"/></g>` +
          `<circle cx="458" cy="350" r="7" fill="#e3b341"/>` +
          `<path d="${wreath}" fill="none" stroke="#1f6b3a" stroke-width="28"/><path d="${wreath}" fill="none" stroke="#15502b" stroke-width="10" stroke-dasharray="3 6"/>` +
          lights(wreath, p(5), 7, 14) +
          `<path d="M400 298l-28-15v30zM400 298l28-15v30z" fill="#d7263d"/><circle cx="400" cy="298" r="8" fill="#b01c2e"/>` +
          `<path d="M205 128Q400 30 595 128" fill="none" stroke="#1d5a34" stroke-width="28" stroke-linecap="round"/>` +
          lights("M205 128Q400 30 595 128", p(0), 8, 16) +
          lantern(190) +
          lantern(610) +
          `<rect x="200" y="530" width="400" height="30" fill="#8d8f99"/><rect x="170" y="560" width="460" height="40" fill="#7a7d88"/>` +
          `<path d="M200 531h400M170 561h460" stroke="#f4f8ff" stroke-width="6" stroke-linecap="round"/>` +
          `<path d="M92 600l12-60h92l12 60zM592 600l12-60h92l12 60z" fill="#7b3b22"/>` +
          tree(150, 540, 210, p(0)) +
          tree(650, 540, 210, p(0)),
      );
    }
    case 7:
      return svgDoc(
        "Ranch house with icicle lights",
        sky,
        stars(r) +
          moon(660, 90, 30) +
          treeline(r, 440) +
          ground(470) +
          house({
            x: 380,
            y: 482,
            s: 1.05,
            style: "ranch",
            wall: WALLS[2]!,
            roof: ROOFS[1]!,
            door: DOORS[2]!,
            palette: p(2),
            r,
            icicles: true,
            bushes: true,
          }) +
          tree(720, 505, 150, p(2)) +
          snowfall(r, 90),
      );
    case 8: {
      // A walkway lined with candy canes that shrink towards the house.
      const spots: [number, number, number][] = [];
      for (let i = 0; i < 5; i++) {
        const t = i / 4;
        const y = 590 - t * 140;
        const h = 52 - t * 30;
        spots.push([280 + t * 90 - 30, y, h], [520 - t * 90 + 10, y, h]);
      }
      return svgDoc(
        "Candy cane walkway to a lit house",
        sky,
        stars(r) +
          treeline(r, 400) +
          ground(430) +
          `<path d="M372 442h56l122 158H250z" fill="#c3cee4" opacity=".7"/>` +
          house({
            x: 400,
            y: 442,
            s: 0.62,
            style: "colonial",
            wall: WALLS[1]!,
            roof: ROOFS[3]!,
            door: DOORS[1]!,
            palette: p(1),
            r,
            bushes: true,
          }) +
          tree(130, 470, 170, p(3)) +
          tree(680, 470, 170, p(3)) +
          candyCanes(spots) +
          snowfall(r, 40),
      );
    }
    case 9: {
      // Music show: searchlight beams fanning out behind the house.
      const colours = ["#ff4d6d", "#4dd2ff", "#b84dff", "#4dff88", "#ffd24d", "#ff8c42"];
      const beams = colours
        .map((c, i) => {
          const x = 20 + i * 150;
          return `<path d="M395 200L${x} 0h70L405 200z" fill="${c}" opacity=".2"/>`;
        })
        .join("");
      return svgDoc(
        "Music-synchronized light show",
        sky,
        stars(r) +
          beams +
          treeline(r, 440) +
          ground(470) +
          house({
            x: 400,
            y: 482,
            s: 1,
            style: "colonial",
            wall: WALLS[7]!,
            roof: ROOFS[4]!,
            door: DOORS[3]!,
            palette: p(4),
            r,
            bushes: true,
          }) +
          `<g font-size="40" font-family="serif" fill="#fff" opacity=".85"><text x="110" y="260">♪</text><text x="650" y="230">♫</text><text x="170" y="170">♫</text><text x="600" y="330">♪</text></g>` +
          tree(90, 520, 170, p(0)) +
          tree(710, 520, 170, p(0)),
      );
    }
    default: {
      // Santa's sleigh in silhouette across the moon.
      const silhouette =
        `<g transform="translate(470 150)" fill="none" stroke="#0a0f24" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">` +
        `<path d="${REINDEER}" transform="translate(70 0) scale(.8)"/><path d="${REINDEER}" transform="translate(150 -8) scale(.8)"/>` +
        `<path d="M40 6L78 0M-8 22h60" stroke-width="3"/>` +
        `<path d="M-6 4h46c8 0 10-8 12-18h6c-2 20-6 30-20 30h-44c-6 0-9-4-9-8z" fill="#0a0f24"/><circle cx="14" cy="-10" r="9" fill="#0a0f24"/></g>`;
      return svgDoc(
        "Santa's sleigh across the moon",
        sky,
        stars(r) +
          moon(540, 150, 80) +
          silhouette +
          treeline(r, 440) +
          ground(470) +
          house({
            x: 360,
            y: 482,
            s: 1,
            style: "cape",
            wall: WALLS[0]!,
            roof: ROOFS[0]!,
            door: DOORS[0]!,
            palette: p(1),
            r,
            bushes: true,
            icicles: true,
          }) +
          tree(650, 510, 200, p(5)) +
          snowfall(r, 50),
      );
    }
  }
}
