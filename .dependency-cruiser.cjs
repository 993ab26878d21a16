// The import graph's rules (dependency-cruiser; `npm run lint` runs it over the whole project).
// Each local plugin in plugins/ is a workspace, imported by its package name through the front
// doors its package.json `exports` (index.ts, node.ts); its src/ is its own business.
/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A module that imports itself, however far round: split out what both sides need.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-plugin-internals",
      comment: "Outside a plugin, import what it exports from its front doors (see its README), never its src/.",
      severity: "error",
      from: { pathNot: "^plugins/([^/]+)/" },
      to: { path: "^plugins/[^/]+/src/" },
    },
    {
      name: "no-other-plugin-internals",
      comment: "A plugin may import its own src/, not another plugin's: import that one by its name.",
      severity: "error",
      from: { path: "^plugins/([^/]+)/" },
      to: { path: "^plugins/[^/]+/src/", pathNot: "^plugins/$1/" },
    },
    {
      name: "plugins-by-name",
      comment: 'Import a local plugin by its package name ("gatsby-source-chapterverse/node"), not by a path into plugins/.',
      severity: "error",
      from: { pathNot: "^plugins/([^/]+)/" },
      to: { path: "^plugins/", dependencyTypesNot: ["aliased-workspace"] },
    },
    {
      name: "other-plugins-by-name",
      comment: "A plugin imports another plugin by its package name, as the site does.",
      severity: "error",
      from: { path: "^plugins/([^/]+)/" },
      // From a plugin, a name resolves without its workspace (the plugin's package.json lists none), so a path is what is "local".
      to: { path: "^plugins/", pathNot: "^plugins/$1/", dependencyTypes: ["local"] },
    },
    {
      name: "data-through-the-content-plugin",
      comment: "Only the content plugin reads data/, once a build and checked: query GraphQL, or import what the plugin exports.",
      severity: "error",
      from: { pathNot: "^plugins/gatsby-source-chapterverse/" },
      to: { path: "^data/" },
    },
    {
      name: "plugins-never-import-the-site",
      comment: "Data flows one way: a plugin gives the site nodes and front doors, and never calls the site's code (its tests may use the harness).",
      severity: "error",
      from: { path: "^plugins/[^/]+/", pathNot: "^plugins/[^/]+/__tests__/" },
      to: { path: "^(src|harness|scripts|functions)/|^gatsby-[a-z]+\\.tsx?$" },
    },
    {
      name: "packages-declared-nearest",
      comment:
        "A package is named in the package.json nearest the file that imports it: a plugin names its own (dependencies) and its host's (peerDependencies, Gatsby, React, sharp), so it says what it needs where it is read.",
      severity: "error",
      from: {},
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
  ],
  options: {
    // Packages are the graph's leaves: seen, for the rule above, but not followed into.
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(public|\\.cache|deploy|test-results|\\.stryker-tmp)/|^src/gatsby-types\\.d\\.ts$" },
    // Type-only imports count: a circle of types is still a circle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
}
