/**
 * Which drawing stands in for each picture that data/ names: one table per kind of entry,
 * keyed by the entry's slug (a gallery picture, which has no slug, by its file name).
 * jobs.ts reads data/ and looks each picture up here; a picture with no drawing is the
 * author's to supply. Each drawing keeps the parameters its stand-in was first drawn with.
 */
import { authorPhoto as drawAuthorPhoto } from "./author"
import type { Canvas, Draw } from "./canvas"
import { colourAtticMachine, colourClockTower, colourCretaceous, colourRexi, colourZib } from "./colouring"
import { C, SKIES } from "./colours"
import { coverOne, coverThree, coverTwo, heroAwakening, heroDownloads, posterAwakening, posterDiscovery, teaser } from "./covers"
import { BACKDROPS, characterPortrait } from "./portraits"
import { raptor } from "./book-one"
import { sceneCrystal, sceneFrames, sceneGears, sceneMars, sceneSong, sceneTunnel } from "./scenes-beyond"
import { sceneCretaceous, sceneFootprints, sceneHatch } from "./scenes-cretaceous"
import { sceneAttic, sceneBmxJump, sceneClockTower, sceneCode, sceneMeteor, sceneOldCar, sceneRace, sceneTea } from "./scenes-home"
import { merch, robloxDecal, robloxItem } from "./shop"

/** A drawing and the size of the picture it makes; JPEGs at quality 82 unless it says otherwise */
export interface Drawing {
  w: number
  h: number
  draw: Draw
  quality?: number
}

const sized =
  (w: number, h: number, quality?: number) =>
  (draw: Draw): Drawing => ({ w, h, draw, quality })
const cover = sized(1200, 1800)
const galleryScene = sized(1600, 1200)
const heroSlide = sized(2400, 1100)
// the free downloads are printable: a higher JPEG quality
const landscape = sized(2400, 1600, 85)
const portrait = sized(1600, 2400, 85)
const shopPhoto = sized(1200, 1200)
const robloxItemPicture = sized(800, 800)
const robloxDecalPicture = sized(512, 512)
// A4 portrait at 300 dpi: a colouring page prints sharp across the whole sheet
const colouringSheet = sized(2480, 3508)

/** Book covers, by the book's slug */
export const covers: Record<string, Drawing> = {
  "book-one-the-discovery": cover(coverOne),
  "book-two-the-awakening": cover(coverTwo),
  "book-three-the-tbc": cover(coverThree),
}

/**
 * Character portraits (800 × 800), by the character's slug: every character portraits.ts
 * has a backdrop for. The book's number picks the look (in Book Two they are in space).
 */
export const portraits: Record<string, (bookNumber: number) => Drawing> = Object.fromEntries(
  Object.keys(BACKDROPS).map(who => [who, (bookNumber: number) => sized(800, 800)(c => characterPortrait(c, who, bookNumber))]),
)

/** Book galleries, by the book's slug, then by the picture's file name */
export const galleries: Record<string, Record<string, Drawing>> = {
  "book-one-the-discovery": {
    "gallery-01.jpg": galleryScene(c => sceneAttic(c)), // the attic workshop
    "gallery-02.jpg": galleryScene(c => sceneBmxJump(c, { portalX: 0.74, riderX: 0.52, riderY: 0.52 })), // the first jump
    "gallery-03.jpg": galleryScene(c => sceneCretaceous(c, { raptors: true })), // a Cretaceous valley
    "gallery-04.jpg": galleryScene(c => sceneHatch(c)), // Rexi hatches
    "gallery-05.jpg": galleryScene(c => sceneCretaceous(c, { storm: true, volcanoX: 0.75 })), // storm over the ferns
    "gallery-06.jpg": galleryScene(c => sceneClockTower(c, { towerX: 0.42 })), // the clock tower
    "gallery-07.jpg": galleryScene(c => sceneCrystal(c)), // the Quantanite crystal
    "gallery-08.jpg": galleryScene(c => sceneRace(c)), // the race home
    "gallery-09.jpg": galleryScene(c => sceneTea(c)), // back in time for tea
  },
}

/** The home page's slides, by the slide's slug */
export const heroSlides: Record<string, Drawing> = {
  "the-awakening": heroSlide(heroAwakening),
  "free-downloads": heroSlide(heroDownloads),
}

const rexiInDaylight = (c: Canvas) => {
  sceneCretaceous(c, { detail: 2.5, sunX: 0.3, pal: "daylight" })
  c.add(raptor(c, c.w * 0.58, c.h * 0.95, c.u * 4.4, { fill: "#5cc45c", baby: true }))
}

/** The free artwork downloads, by the artwork's slug */
export const artworks: Record<string, Drawing> = {
  "portal-over-the-park": landscape(c =>
    sceneBmxJump(c, { detail: 2.5, portalX: 0.5, portalY: 0.34, portalR: 0.3, rider: false, swings: true, raptor: true, sky: SKIES.night }),
  ),
  "leo-and-his-bmx": portrait(c =>
    sceneBmxJump(c, {
      detail: 2.5,
      moon: true,
      portal: false,
      moonX: 0.5,
      moonY: 0.33,
      moonR: 0.4,
      riderX: 0.44,
      riderY: 0.5,
      riderS: 0.0034,
      colorRider: true,
      city: true,
      rampX: 0.05,
      sky: SKIES.dusk,
    }),
  ),
  "ava-cracks-the-code": portrait(c => sceneCode(c)),
  "rexi-the-velociraptor": landscape(rexiInDaylight),
  "the-attic-time-machine": landscape(c => sceneAttic(c, { detail: 2.5 })),
  "cretaceous-sunrise": landscape(c => sceneCretaceous(c, { detail: 2.5, raptors: true, sunX: 0.5, sunR: 0.14, sunRays: true, pal: "golden", volcanoX: 0.8 })),
  "quantanite-crystal": portrait(c => sceneCrystal(c, { detail: 2.5 })),
  "red-planet-rescue": landscape(c =>
    sceneMars(c, {
      detail: 2.5,
      rescue: 0.62,
      crystal: [0.86, 0.93, 0.0026],
      nova: [0.45, 0.76, 0.045],
      martians: [
        [0.2, 0.92, 0.0022, { wave: true }],
        [0.33, 0.95, 0.0018, { color: "#7ae06a" }],
      ],
    }),
  ),
  "zib-the-martian": portrait(c =>
    sceneMars(c, { detail: 2.5, horizon: 0.62, bigPlanet: [0.78, 0.18, 0.2], martians: [[0.5, 0.92, 0.0062, { wave: true }]], crystal: [0.18, 0.96, 0.0026] }),
  ),
  "queen-orlas-palace": landscape(c =>
    sceneMars(c, {
      detail: 2.5,
      sky: ["#0a0520", "#2a0e4a", "#7a2a6a", "#d9673a"],
      palace: 0.55,
      martians: [
        [0.3, 0.95, 0.0026, { queen: true, color: "#4fc98a" }],
        [0.18, 0.96, 0.0018, { wave: true }],
      ],
    }),
  ),
  "clock-tower-at-midnight": portrait(c => sceneClockTower(c, { detail: 2.5 })),
  "grandads-old-car": landscape(c => sceneOldCar(c)),
  "professor-quills-lab": landscape(c => sceneAttic(c, { lab: true, detail: 2.5, machineX: 0.56 })),
  "meteor-shower": landscape(c => sceneMeteor(c, { detail: 2.5 })),
  "the-time-tunnel": landscape(c => sceneTunnel(c, { detail: 2.5, rider: true })),
  "dino-footprints": landscape(c => sceneFootprints(c, { detail: 2.5 })),
  "mars-base-one": landscape(c =>
    sceneMars(c, { detail: 2.5, base: 0.55, sky: ["#0a0618", "#2a0d2c", "#6a2033", "#c8553a"], martians: [[0.15, 0.95, 0.0018, { wave: true }]] }),
  ),
  "the-awakening-poster": portrait(posterAwakening),
  "the-discovery-poster": portrait(posterDiscovery),
  "gears-of-time": landscape(c => sceneGears(c, { detail: 2.5 })),
  "starlight-bmx-jump": landscape(c =>
    sceneBmxJump(c, {
      detail: 2.5,
      moon: true,
      portal: false,
      moonX: 0.55,
      moonY: 0.42,
      moonR: 0.34,
      riderX: 0.52,
      riderY: 0.45,
      riderS: 0.0034,
      sky: ["#020414", "#06224a", "#0f5a6a"],
      nebula: [C.teal, C.violet, C.aqua],
      raptor: true,
    }),
  ),
  "the-final-chapter-teaser": landscape(teaser),
}

/** The colouring pages' line art (PNG), by the page's slug */
export const colouringPages: Record<string, Drawing> = {
  "rexi-the-velociraptor": colouringSheet(colourRexi),
  "the-attic-time-machine": colouringSheet(colourAtticMachine),
  "a-cretaceous-valley": colouringSheet(colourCretaceous),
  "zib-the-martian": colouringSheet(colourZib),
  "the-clock-tower-at-midnight": colouringSheet(colourClockTower),
}

/** Shop photos, by the product's slug */
export const shopPhotos: Record<string, Drawing> = {
  hoodie: shopPhoto(c => merch(c, "hoodie")),
  "t-shirt": shopPhoto(c => merch(c, "t-shirt")),
  sweatshirt: shopPhoto(c => merch(c, "sweatshirt")),
}

/** Video posters (1280 × 720), by the video's slug: the scene behind the title, which comes from the video's entry. */
export const videoPosters: Record<string, { scene: Draw }> = {
  "workflow-video-for-book-one-images": { scene: c => sceneFrames(c, { cx: 0.5, cy: 0.36, merch: false, sky: ["#140a20", "#2a1633", "#4a2a3a"] }) },
  "book-promo-for-the-awakening": { scene: c => sceneMars(c, { portal: [0.75, 0.3, 0.22], crystal: [0.3, 0.72, 0.002], horizon: 0.55 }) },
  "song-clip": { scene: c => sceneSong(c) },
  "ai-character-song-clip": { scene: c => sceneSong(c, { robot: true, sky: ["#020a1c", "#0a2a5a", "#1a6a8a"] }) },
  "official-book-1-trailer": { scene: c => sceneBmxJump(c, { portalX: 0.72, portalY: 0.36, riderX: 0.5, riderY: 0.42 }) },
  "chapterverse-one-the-discovery": { scene: c => sceneAttic(c, { machineX: 0.62 }) },
  "chapterverse-two-saving-the-martians": {
    scene: c =>
      sceneMars(c, {
        rescue: 0.7,
        horizon: 0.52,
        martians: [
          [0.88, 0.6, 0.0022, { wave: true }],
          [0.12, 0.62, 0.002, {}],
        ],
      }),
  },
  "chapterverse-three-quantanite": { scene: c => sceneCrystal(c, { color: C.magenta }) },
}

/** The Roblox shop's clothing (PNG), by the item's slug */
export const robloxItems: Record<string, Drawing> = {
  "black-and-white-shirt": robloxItemPicture(c => robloxItem(c, "black-and-white-shirt")),
  "black-shirt": robloxItemPicture(c => robloxItem(c, "black-shirt")),
  "green-velociraptor-shirt": robloxItemPicture(c => robloxItem(c, "green-velociraptor-shirt")),
}

/** The free Roblox classic T-shirt decals (PNG, transparent), by the T-shirt's slug */
export const robloxTShirts: Record<string, Drawing> = {
  velociraptor: robloxDecalPicture(c => robloxDecal(c, "velociraptor")),
  bmx: robloxDecalPicture(c => robloxDecal(c, "bmx")),
  bobble: robloxDecalPicture(c => robloxDecal(c, "bobble")),
  drake: robloxDecalPicture(c => robloxDecal(c, "drake")),
  car: robloxDecalPicture(c => robloxDecal(c, "car")),
}

/** The author's photo on the about-the-author page, until the author saves a real one */
export const authorPhoto: Drawing = sized(1200, 1200)(drawAuthorPhoto)
