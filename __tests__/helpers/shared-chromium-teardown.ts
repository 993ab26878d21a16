export { stopSharedChromium as default } from "./shared-chromium"
