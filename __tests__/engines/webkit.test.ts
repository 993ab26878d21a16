import { launchWebKit } from "../helpers/engines/webkit"
import { smokePass } from "../helpers/engines/smoke-pass"

// Every route and interactive part in WebKitGTK (Safari's engine: its MiniBrowser under Xvfb, WebKitWebDriver): __tests__/helpers/engines/smoke-pass.ts.
jest.setTimeout(180_000)

smokePass("WebKitGTK", launchWebKit)
