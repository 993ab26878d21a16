// Loaded into every process of a build (NODE_OPTIONS="--require …"): appends each synchronous read
// of a file under TRACE_DATA_DIR to TRACE_DATA_OUT, a JSON line per read with the process's id, so
// a build test can count how often the build's own code reads each file of data/. Gatsby's own
// reads of a File's content are asynchronous (loadNodeContent) and not counted.
const fs = require("node:fs")

const folder = process.env.TRACE_DATA_DIR
const out = process.env.TRACE_DATA_OUT
const readFileSync = fs.readFileSync
const appendFileSync = fs.appendFileSync

if (folder && out) {
  fs.readFileSync = function (file, ...rest) {
    if (typeof file === "string" && file.startsWith(folder)) appendFileSync(out, `${JSON.stringify({ pid: process.pid, file })}\n`)
    return readFileSync.call(this, file, ...rest)
  }
}
