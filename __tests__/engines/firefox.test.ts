import { launchFirefox } from "../helpers/engines/firefox"
import { smokePass } from "../helpers/engines/smoke-pass"

// Every route and interactive part in Firefox ESR (WebDriver BiDi, puppeteer-core): __tests__/helpers/engines/smoke-pass.ts.
jest.setTimeout(180_000)

smokePass("Firefox ESR", launchFirefox)
