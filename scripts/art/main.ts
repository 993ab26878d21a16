/**
 * `npm run art`: draws the stand-in pictures for what data/ names (jobs.ts, drawings.ts)
 * and the site icon, leaves the author's real art alone (stand-ins.ts) and records the
 * hash of each file it wrote in stand-ins.json.
 *
 *   npm run art                        every picture
 *   npm run art -- roblox              only the pictures whose path contains "roblox"
 *   ART_OUT_DIR=/tmp/art npm run art   draws every picture, real art or not, into /tmp/art/data/… (and
 *                                      /tmp/art/src/images/icon.png) to compare with the project's; the
 *                                      project and stand-ins.json are left as they are
 *   ART_SVG_DIR=/tmp/svg npm run art   also keeps each picture's SVG source there (debugging)
 */
import { readFile } from "node:fs/promises"
import path from "node:path"
import { MissingPictures, planArt } from "./jobs"
import { render } from "./render"
import { readStandIns, sha256, sortByVerdict, writeStandIns } from "./stand-ins"

const ROOT = path.resolve(__dirname, "../..")

const main = async () => {
  const started = Date.now()
  const filter = process.argv[2]
  const outDir = process.env.ART_OUT_DIR ? path.resolve(process.env.ART_OUT_DIR) : undefined
  const svgDir = process.env.ART_SVG_DIR || undefined
  const matches = (file: string) => !filter || file.includes(filter)

  const plan = planArt(ROOT)
  const jobs = plan.jobs.filter(job => matches(job.file))
  const standIns = readStandIns()
  // in another folder nothing is the author's: everything is drawn there
  const { draw, realArt } = outDir ? { draw: jobs, realArt: [] } : sortByVerdict(jobs, ROOT, standIns)
  const undrawn = plan.undrawn.filter(matches)
  for (const job of realArt) console.log(`kept  ${job.file}  (the author's real art: not the stand-in drawn here, so it is left alone)`)
  for (const file of undrawn) console.log(`kept  ${file}  (the author's real art: there is no stand-in drawing for it)`)

  let next = 0
  const worker = async () => {
    while (next < draw.length) {
      const job = draw[next++]
      const t = Date.now()
      const out = path.join(outDir ?? ROOT, job.file)
      const size = await render(job, { root: ROOT, out, svgDir })
      if (!outDir) standIns[job.file] = sha256(await readFile(out))
      console.log(`drew  ${job.file}  ${job.w}x${job.h}  ${Math.round(size / 1024)} KB  ${Date.now() - t} ms`)
    }
  }
  try {
    await Promise.all([worker(), worker()]) // a pool of two
  } finally {
    // also after a failure: a file redrawn with a changed drawing must not pass for real art next time
    if (!outDir) writeStandIns(standIns)
  }
  const where = outDir ? ` into ${outDir}` : ""
  const pictures = (n: number) => `${n} ${n === 1 ? "picture" : "pictures"}`
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`Drew ${pictures(draw.length)}${where}, kept ${pictures(realArt.length + undrawn.length)} of the author's real art, in ${seconds} s.`)
}

main().catch((error: unknown) => {
  console.error(error instanceof MissingPictures ? error.message : error)
  process.exit(1)
})
