// Loaded into every process of a build (NODE_OPTIONS="--require …"): appends each read of a file
// under TRACE_DATA_DIR to TRACE_DATA_OUT (readFileSync, readFile, fs.promises.readFile and
// createReadStream: how the build's code, Gatsby and its plugins read a file's text), a JSON
// line per read with the process's id, so a build test can count how often each file of data/
// is read, and tell the content plugin's one read from any other.
const fs = require("node:fs")

const folder = process.env.TRACE_DATA_DIR
const out = process.env.TRACE_DATA_OUT
const appendFileSync = fs.appendFileSync

/** `read`, recording its first argument when it names a file under the traced folder. */
function traced(read) {
  return function (file, ...rest) {
    const name = file instanceof URL ? file.pathname : file
    if (typeof name === "string" && name.startsWith(folder)) appendFileSync(out, `${JSON.stringify({ pid: process.pid, file: name })}\n`)
    return read.call(this, file, ...rest)
  }
}

if (folder && out) {
  fs.readFileSync = traced(fs.readFileSync)
  fs.readFile = traced(fs.readFile)
  fs.createReadStream = traced(fs.createReadStream)
  fs.promises.readFile = traced(fs.promises.readFile)
}
