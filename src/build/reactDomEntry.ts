// A webpack entry of its own (see gatsby-node.ts and deferScripts.ts). Loading React DOM's
// code is not running it: webpack runs a module when something first imports it. Gatsby's app
// does that as it starts, so React DOM's set-up (a 20 ms task on a 4× throttled phone) used to
// run inside the app's start, making one task of 50 to 70 ms. Imported here, it runs in a
// task of its own, just before the app's.
import "react-dom/client"
