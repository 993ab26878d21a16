// Decap CMS would otherwise start at once and look for a config.yml; admin.js starts it
// with the configuration written from the content model (config.json).
window.CMS_MANUAL_INIT = true
