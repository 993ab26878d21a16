import { launchFirefox } from "../support/engines/firefox"
import { smokePass } from "../support/engines/smoke-pass"

// Every route and interactive part in Firefox ESR (WebDriver BiDi, puppeteer-core): __tests__/support/engines/smoke-pass.ts.
jest.setTimeout(180_000)

smokePass("Firefox ESR", launchFirefox)
