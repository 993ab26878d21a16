import { launchWebKit } from "../support/engines/webkit"
import { smokePass } from "../support/engines/smoke-pass"

// Every route and interactive part in WebKitGTK (Safari's engine: its MiniBrowser under Xvfb, WebKitWebDriver): __tests__/support/engines/smoke-pass.ts.
jest.setTimeout(180_000)

smokePass("WebKitGTK", launchWebKit)
