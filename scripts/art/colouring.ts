/**
 * Stand-in colouring pages: black outlines on white, thick enough for a felt-tip to follow,
 * with large closed areas a child can colour. Every shape is filled white, so whatever is
 * drawn later hides what is behind it, as in a real line drawing. Each scene is drawn on a
 * 1000 × 1414 sheet (A4's shape), scaled to the picture's size.
 */
import type { Canvas, Point } from "./canvas"
import { circlePath, g, poly, smooth } from "./shapes"

const W = 1000
const H = 1414
const INK = "#000000"
const PAPER = "#ffffff"
/** Outlines and the thinner lines inside shapes, in sheet units. */
const OUTLINE = 5
const DETAIL = 3.5

const stroke = (width: number) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`
/** A closed shape to colour in. */
const shape = (d: string, width = OUTLINE) => `<path d="${d}" fill="${PAPER}" ${stroke(width)}/>`
/** A line inside a shape (a fold, a stripe, a smile). */
const line = (d: string, width = DETAIL) => `<path d="${d}" fill="none" ${stroke(width)}/>`
const dot = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}"/>`
const ring = (x: number, y: number, r: number, width = OUTLINE) => shape(circlePath(x, y, r), width)
const oval = (x: number, y: number, rx: number, ry: number, rotate = 0, width = OUTLINE) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${rotate} ${x} ${y})" fill="${PAPER}" ${stroke(width)}/>`

/** A five-pointed star. */
const star = (x: number, y: number, r: number) =>
  shape(
    poly(
      Array.from({ length: 10 }, (_, i): Point => [
        x + (i % 2 ? r * 0.45 : r) * Math.cos(-Math.PI / 2 + (i * Math.PI) / 5),
        y + (i % 2 ? r * 0.45 : r) * Math.sin(-Math.PI / 2 + (i * Math.PI) / 5),
      ]),
    ),
    DETAIL,
  )

/** A cog with `teeth` square teeth and a hole in the middle. */
const gear = (x: number, y: number, r: number, teeth: number) => {
  const points: Point[] = []
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (i * Math.PI * 2) / (teeth * 4)
    const radius = i % 4 < 2 ? r : r * 0.82
    points.push([x + radius * Math.cos(angle), y + radius * Math.sin(angle)])
  }
  return shape(poly(points)) + ring(x, y, r * 0.5, DETAIL) + ring(x, y, r * 0.16, DETAIL)
}

/** A fern frond from its foot, leaning by `angle` degrees, with leaflets either side of its stem. */
const fern = (x: number, y: number, length: number, angle: number, leaflets = 7) => {
  let inner = line(`M0,0 Q${length * 0.15},${-length * 0.5} 0,${-length}`, OUTLINE)
  for (let i = 1; i <= leaflets; i++) {
    const t = i / (leaflets + 1)
    const sy = -length * t
    const sx = length * 0.15 * 4 * t * (1 - t) * 0.9
    const size = length * 0.16 * (1 - t * 0.6)
    inner += oval(sx - size * 0.9, sy, size, size * 0.32, 25, DETAIL) + oval(sx + size * 0.9, sy, size, size * 0.32, -25, DETAIL)
  }
  inner += oval(0, -length - length * 0.04, length * 0.05, length * 0.08, 0, DETAIL)
  return g(`translate(${x} ${y}) rotate(${angle})`, inner)
}

/** A puff of cloud or smoke: overlapping circles, drawn as one outline. */
const cloud = (x: number, y: number, r: number) => {
  const d = `M${x - r * 2},${y} a${r * 0.8},${r * 0.8} 0 0 1 ${r * 0.9},${-r * 0.7} a${r},${r} 0 0 1 ${r * 1.6},${-r * 0.5} a${r * 0.9},${r * 0.9} 0 0 1 ${r * 1.5},${r * 0.5} a${r * 0.7},${r * 0.7} 0 0 1 ${r * 0.1},${r * 0.7}Z`
  return shape(d)
}

const frame = () => `<rect x="14" y="14" width="${W - 28}" height="${H - 28}" rx="30" fill="none" ${stroke(OUTLINE)}/>`

/** Draws `scene` (in sheet units) onto the whole canvas: a white page, the scene, a frame. */
const sheet = (scene: () => string) => (c: Canvas) => {
  const scale = c.w / W
  // the scene stays inside the frame
  const inside = c.clip(`<rect x="14" y="14" width="${W - 28}" height="${H - 28}" rx="30"/>`)
  c.add(`<rect width="${c.w}" height="${c.h}" fill="${PAPER}"/>`, g(`scale(${scale})`, `<g clip-path="${inside}">${scene()}</g>${frame()}`))
}

/** Rexi the young velociraptor among giant ferns, a volcano behind and his favourite cheese sandwich at his feet. */
export const colourRexi = sheet(() => {
  const parts: string[] = []
  // sky and distance
  parts.push(ring(800, 230, 80))
  for (let i = 0; i < 10; i++) {
    const a = (i * Math.PI) / 5
    parts.push(line(`M${800 + 105 * Math.cos(a)},${230 + 105 * Math.sin(a)} L${800 + 150 * Math.cos(a)},${230 + 150 * Math.sin(a)}`, OUTLINE))
  }
  parts.push(shape("M40,1000 L230,560 L300,560 L520,1000 Z"), line("M230,560 L250,640 L275,600 L300,560"))
  parts.push(cloud(265, 470, 45), cloud(330, 360, 55))
  parts.push(shape("M0,1020 C200,960 360,990 520,1000 C700,1010 860,960 1000,990 L1000,1180 L0,1180 Z"))
  // ferns behind
  parts.push(fern(120, 1080, 420, -18, 8), fern(210, 1090, 330, 14, 6), fern(900, 1090, 460, 12, 8), fern(830, 1100, 300, -22, 6))
  // Rexi: far leg, tail and body, neck, head, near leg, arm
  parts.push(shape("M430,850 C410,930 425,1000 450,1060 L425,1140 L515,1140 L490,1060 C480,990 495,925 515,875 Z"))
  parts.push(shape("M380,720 C280,700 170,650 70,560 C150,690 260,800 400,860 Z"))
  parts.push(oval(510, 800, 175, 118, -12))
  parts.push(shape("M605,730 C630,650 650,580 680,520 L765,535 C740,610 715,700 680,800 Z"))
  parts.push(shape("M655,480 C690,425 795,420 860,450 C905,470 925,505 905,535 C865,560 765,565 705,555 C660,545 640,510 655,480 Z"))
  parts.push(ring(745, 482, 24, DETAIL), dot(750, 484, 10), line("M790,530 C830,536 870,530 898,518"), dot(885, 470, 5))
  parts.push(line("M680,455 C700,440 720,438 740,440"))
  for (const [x, top] of [
    [430, 700],
    [500, 688],
    [570, 700],
  ])
    parts.push(line(`M${x},${top} C${x - 14},${top + 50} ${x - 10},${top + 90} ${x + 6},${top + 120}`))
  parts.push(oval(590, 890, 78, 105, -15))
  parts.push(shape("M565,960 L610,1065 L585,1140 L690,1140 L650,1060 L625,960 Z"))
  parts.push(line("M610,1105 C585,1098 575,1078 585,1055", OUTLINE))
  parts.push(shape("M640,800 C695,815 735,850 745,890 L760,915 L735,905 L728,920 L712,898 C700,865 675,845 625,835 Z"))
  // the cheese sandwich
  parts.push(shape("M740,1160 L920,1160 L830,1030 Z"), line("M770,1120 L890,1120"), ring(810, 1140, 8, DETAIL), ring(850, 1100, 7, DETAIL))
  // ground and pebbles
  parts.push(line("M0,1180 L1000,1180", OUTLINE))
  for (const [x, y, r] of [
    [120, 1250, 30],
    [300, 1300, 22],
    [560, 1260, 36],
    [820, 1310, 26],
    [700, 1350, 18],
  ])
    parts.push(oval(x, y, r * 1.5, r))
  return parts.join("")
})

/** The brass time machine in the attic: a ring of gears and dials round the glowing crystal, under the roof beams. */
export const colourAtticMachine = sheet(() => {
  const parts: string[] = []
  // the roof and its beams, the round window
  parts.push(shape("M0,557 L500,90 L1000,557 L1000,1180 L0,1180 Z"))
  parts.push(line("M0,557 L500,90 L1000,557", OUTLINE), line("M130,440 L130,1180"), line("M870,440 L870,1180"), line("M0,520 L1000,520"))
  parts.push(ring(500, 300, 85), line("M415,300 L585,300"), line("M500,215 L500,385"))
  // floorboards
  parts.push(shape("M0,1180 L1000,1180 L1000,1414 L0,1414 Z"))
  for (let x = 40; x < 960; x += 150) parts.push(line(`M${x},1180 L${x - 60},1390`))
  // the machine: the ring, gears, the crystal and the control desk
  parts.push(gear(265, 560, 95, 10), gear(740, 560, 80, 9), gear(770, 760, 55, 8))
  parts.push(ring(500, 700, 260), ring(500, 700, 205))
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6
    parts.push(ring(500 + 232 * Math.cos(a), 700 + 232 * Math.sin(a), 12, DETAIL))
  }
  parts.push(
    line("M370,640 C420,600 470,620 500,660 C540,610 610,620 630,680", DETAIL),
    line("M360,760 C420,800 470,770 500,740 C540,790 600,800 640,750", DETAIL),
  )
  parts.push(shape("M500,560 L560,680 L500,820 L440,680 Z"), line("M440,680 L560,680"), line("M500,560 L500,820"))
  parts.push(shape("M280,960 L720,960 L760,1180 L240,1180 Z"), shape("M260,930 L740,930 L740,970 L260,970 Z"))
  parts.push(
    ring(360, 1050, 42),
    line("M360,1050 L385,1025"),
    ring(500, 1050, 42),
    line("M500,1050 L470,1030"),
    ring(640, 1050, 42),
    line("M640,1050 L660,1080"),
  )
  parts.push(shape("M330,930 L300,840 L320,832 L352,930 Z"), ring(300, 830, 18))
  parts.push(oval(630, 905, 55, 22), line("M585,905 L585,930 M675,905 L675,930"))
  // pipes from the desk into the ring
  parts.push(shape("M180,1180 L180,760 C180,720 200,700 240,700 L250,700 L250,740 L240,740 C225,740 220,750 220,765 L220,1180 Z"))
  parts.push(shape("M820,1180 L820,860 C820,830 805,815 780,815 L760,815 L760,855 L775,855 C780,855 780,860 780,870 L780,1180 Z"))
  // a trunk and a pile of books
  parts.push(
    shape("M60,1230 L300,1230 L300,1370 L60,1370 Z"),
    shape("M60,1230 C60,1180 300,1180 300,1230 Z"),
    shape("M160,1260 L200,1260 L200,1300 L160,1300 Z"),
  )
  parts.push(
    shape("M720,1320 L930,1320 L930,1370 L720,1370 Z"),
    shape("M740,1270 L910,1270 L910,1320 L740,1320 Z"),
    shape("M760,1225 L890,1225 L890,1270 L760,1270 Z"),
  )
  return parts.join("")
})

/** A Cretaceous valley: a long-necked dinosaur, a pterosaur overhead, smoking volcanoes and a nest of eggs. */
export const colourCretaceous = sheet(() => {
  const parts: string[] = []
  parts.push(cloud(200, 200, 50), cloud(700, 160, 40))
  parts.push(shape("M380,760 L560,380 L640,380 L860,760 Z"), line("M560,380 L590,450 L610,410 L640,380"), cloud(600, 320, 50))
  parts.push(shape("M620,760 L760,520 L820,520 L960,720 L960,760 Z"), cloud(790, 470, 35))
  // the pterosaur
  parts.push(shape("M300,420 C250,360 180,340 110,350 C170,380 220,410 270,440 Z"), shape("M300,420 C350,360 420,340 490,350 C430,380 380,410 330,440 Z"))
  parts.push(oval(300, 435, 40, 18), shape("M330,430 L400,410 L338,445 Z"), shape("M290,420 L270,385 L305,415 Z"))
  parts.push(shape("M0,760 C250,720 600,740 1000,760 L1000,1200 L0,1200 Z"))
  // the river
  parts.push(shape("M600,760 C560,850 700,900 640,1000 C600,1080 760,1140 820,1200 L960,1200 L960,1100 C860,1060 780,1000 800,930 C820,860 720,820 720,760 Z"))
  parts.push(line("M700,880 C720,890 740,890 760,880"), line("M760,1060 C780,1070 800,1070 820,1060"))
  // the long-necked dinosaur
  parts.push(shape("M150,900 C180,880 200,860 210,850 L230,1000 L190,1000 Z"))
  parts.push(shape("M230,1000 L250,1120 L300,1120 L300,1000 Z"), shape("M420,1000 L430,1120 L480,1120 L480,1000 Z"))
  parts.push(
    shape("M120,900 C160,820 260,780 360,790 C440,800 500,840 520,900 C530,960 500,1010 420,1020 L240,1020 C170,1015 60,980 20,930 C60,935 100,925 120,900 Z"),
  )
  parts.push(shape("M470,840 C520,760 540,640 560,560 C570,520 600,500 640,505 C670,510 680,540 660,560 C630,575 610,600 600,650 C585,730 560,830 520,900 Z"))
  parts.push(ring(628, 525, 7, DETAIL), line("M645,548 C655,550 662,548 668,544"))
  parts.push(shape("M330,1010 L340,1130 L390,1130 L390,1010 Z"), shape("M180,1000 L190,1120 L240,1120 L240,1000 Z"))
  for (const [x, y] of [
    [250, 860],
    [330, 850],
    [410, 870],
  ])
    parts.push(oval(x, y, 28, 18, 0, DETAIL))
  // palms and ferns
  const palm = (x: number, y: number, h: number) => {
    let p = shape(
      `M${x - 14},${y} C${x - 10},${y - h * 0.5} ${x + 10},${y - h * 0.8} ${x + 20},${y - h} L${x + 40},${y - h} C${x + 26},${y - h * 0.8} ${x + 12},${y - h * 0.5} ${x + 14},${y} Z`,
    )
    for (let i = 1; i < 6; i++) p += line(`M${x - 12 + i * 2},${y - (h * i) / 6} L${x + 12 + i * 4},${y - (h * i) / 6 - 10}`)
    for (const angle of [-150, -110, -70, -30, 10])
      p += g(`translate(${x + 30} ${y - h}) rotate(${angle})`, shape("M0,0 C40,-30 110,-30 150,10 C110,0 50,5 0,0 Z"))
    return p
  }
  parts.push(palm(860, 1200, 330), palm(80, 1210, 260))
  parts.push(fern(560, 1240, 200, -20, 6), fern(600, 1245, 170, 25, 5))
  // the nest and its eggs, one just hatching
  parts.push(oval(300, 1290, 190, 60))
  parts.push(oval(230, 1230, 45, 60), oval(320, 1220, 48, 64), oval(400, 1240, 42, 56))
  parts.push(line("M290,1200 L305,1185 L320,1205 L335,1180 L350,1200"))
  for (let x = 140; x < 470; x += 40) parts.push(line(`M${x},1300 L${x + 30},1320`))
  return parts.join("")
})

/** Zib the Martian waves hello beside a bicycle, with Mars Base One's dome, the two moons and stars behind. */
export const colourZib = sheet(() => {
  const parts: string[] = []
  parts.push(ring(200, 220, 90), ring(175, 195, 18, DETAIL), ring(230, 250, 12, DETAIL), ring(760, 170, 45))
  for (const [x, y, r] of [
    [420, 130, 30],
    [560, 260, 24],
    [880, 320, 26],
    [90, 420, 22],
    [640, 90, 20],
  ])
    parts.push(star(x, y, r))
  // the ground, craters and the base
  parts.push(shape("M0,700 C250,650 420,690 560,670 C720,650 860,690 1000,670 L1000,1414 L0,1414 Z"))
  parts.push(shape("M560,690 C560,520 880,520 880,690 Z"), shape("M650,690 L650,620 C650,600 690,600 690,620 L690,690 Z"), ring(780, 610, 26, DETAIL))
  parts.push(line("M600,600 C660,560 780,560 840,600", DETAIL), shape("M860,560 L860,470 L880,470 L880,560 Z"), shape("M880,470 L940,490 L880,510 Z"))
  for (const [x, y, rx] of [
    [150, 780, 70],
    [420, 1300, 90],
    [860, 1280, 60],
  ])
    parts.push(
      oval(x, y, rx, rx * 0.3),
      line(`M${x - rx * 0.7},${y + 4} C${x - rx * 0.3},${y + rx * 0.22} ${x + rx * 0.3},${y + rx * 0.22} ${x + rx * 0.7},${y + 4}`),
    )
  parts.push(shape("M60,1000 L120,930 L200,950 L230,1010 Z"), shape("M880,1010 L920,960 L960,980 L960,1020 Z"))
  // the bicycle Zib is so curious about
  parts.push(
    g(
      "translate(620 1110) scale(0.85) translate(-650 -1100)",
      [
        ring(650, 1100, 110),
        ring(650, 1100, 14, DETAIL),
        ring(900, 1100, 110),
        ring(900, 1100, 14, DETAIL),
        line("M650,1100 L730,960 L860,960 L900,1100 M730,960 L775,1100 L860,960 M775,1100 L650,1100", OUTLINE),
        line("M720,940 L700,920 M690,920 L760,920 M860,960 L850,900 L900,890", OUTLINE),
      ].join(""),
    ),
  )
  // Zib: antennae, body, eyes, smile, waving arm, feet
  parts.push(line("M300,700 C280,620 250,580 220,560", OUTLINE), line("M420,700 C440,620 470,580 500,560", OUTLINE), ring(215, 555, 26), ring(505, 555, 26))
  parts.push(
    shape("M260,1180 C240,1230 250,1260 300,1260 C330,1260 340,1230 330,1180 Z"),
    shape("M390,1180 C380,1230 390,1260 430,1260 C470,1260 480,1230 460,1180 Z"),
  )
  parts.push(shape("M230,880 C170,850 130,790 110,720 L150,705 C170,770 200,815 250,840 Z"), ring(125, 700, 34))
  parts.push(shape("M490,900 C540,930 570,980 575,1030 L535,1035 C530,990 505,960 470,940 Z"), ring(555, 1050, 30))
  parts.push(ring(360, 960, 240))
  parts.push(oval(290, 880, 52, 64), oval(430, 880, 52, 64), ring(300, 895, 24, DETAIL), dot(305, 900, 12), ring(420, 895, 24, DETAIL), dot(415, 900, 12))
  parts.push(line("M270,1030 C320,1090 400,1090 450,1030", OUTLINE), line("M250,820 C270,800 300,800 320,815"), line("M400,815 C420,800 450,800 470,820"))
  parts.push(oval(250, 1110, 30, 18, 0, DETAIL), oval(470, 1110, 30, 18, 0, DETAIL))
  return parts.join("")
})

/** The old clock tower striking midnight under a full moon, rooftops round its foot. */
export const colourClockTower = sheet(() => {
  const parts: string[] = []
  parts.push(ring(800, 230, 110), ring(760, 200, 20, DETAIL), ring(830, 270, 14, DETAIL), ring(790, 290, 10, DETAIL))
  parts.push(cloud(200, 300, 55), cloud(640, 420, 40))
  for (const [x, y, r] of [
    [120, 130, 26],
    [400, 110, 30],
    [560, 230, 22],
    [920, 470, 24],
    [110, 560, 20],
  ])
    parts.push(star(x, y, r))
  // the tower: spire, belfry, clock stage, shaft
  parts.push(shape("M500,120 L600,380 L400,380 Z"), ring(500, 110, 14, DETAIL))
  parts.push(shape("M380,380 L620,380 L620,520 L380,520 Z"))
  for (const x of [420, 480, 540]) parts.push(shape(`M${x},510 L${x},440 C${x},410 ${x + 40},410 ${x + 40},440 L${x + 40},510 Z`, DETAIL))
  parts.push(shape("M350,520 L650,520 L650,860 L350,860 Z"))
  parts.push(ring(500, 690, 125), ring(500, 690, 100, DETAIL))
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6
    parts.push(line(`M${500 + 86 * Math.sin(a)},${690 - 86 * Math.cos(a)} L${500 + 98 * Math.sin(a)},${690 - 98 * Math.cos(a)}`, i % 3 ? DETAIL : OUTLINE + 2))
  }
  parts.push(shape("M494,690 L500,600 L506,690 Z", DETAIL), shape("M492,690 L500,625 L508,690 Z", DETAIL), dot(500, 690, 9))
  parts.push(shape("M330,860 L670,860 L670,1230 L330,1230 Z"))
  for (let y = 900; y < 1230; y += 40) for (let x = 330 + ((y / 40) % 2) * 40; x < 670; x += 80) parts.push(line(`M${x},${y} L${x + 40},${y}`, 2.5))
  parts.push(shape("M450,1230 L450,1110 C450,1060 550,1060 550,1110 L550,1230 Z"), dot(530, 1170, 7))
  // rooftops on either side
  parts.push(
    shape("M40,1230 L40,1020 L140,940 L240,1020 L240,1230 Z"),
    shape("M80,1060 L120,1060 L120,1110 L80,1110 Z"),
    shape("M160,1060 L200,1060 L200,1110 L160,1110 Z"),
  )
  parts.push(
    shape("M700,1230 L700,1040 L830,960 L960,1040 L960,1230 Z"),
    shape("M760,1080 L810,1080 L810,1140 L760,1140 Z"),
    shape("M850,1080 L900,1080 L900,1140 L850,1140 Z"),
  )
  // the street
  parts.push(shape("M0,1230 L1000,1230 L1000,1414 L0,1414 Z"))
  for (let x = 40; x < 960; x += 120) parts.push(line(`M${x},1310 L${x + 60},1310`, OUTLINE))
  parts.push(shape("M260,1230 L260,1120 L272,1120 L272,1230 Z"), shape("M240,1080 L292,1080 L282,1120 L250,1120 Z"), smoothLamp(266, 1080))
  return parts.join("")
})

const smoothLamp = (x: number, y: number) =>
  shape(
    `${smooth([
      [x - 26, y],
      [x, y - 30],
      [x + 26, y],
    ])}Z`,
  )
