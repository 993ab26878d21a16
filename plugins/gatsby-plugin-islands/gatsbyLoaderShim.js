// For a site's Jest setupFiles: Gatsby's Link calls its runtime's loader, a global, which no test
// page has (Gatsby's unit-testing recipe). The global's name is a Gatsby internal, checked with the others.
const { GATSBY_INTERNALS } = require("./src/gatsbyInternals")

global[GATSBY_INTERNALS.runtimeLoaderGlobal.value] = { enqueue: jest.fn() }
