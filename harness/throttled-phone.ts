import type { CDPSession, Page } from "playwright-core"
import { PHONE } from "./phone-images"

/** The phone the bench loads pages on: a mid-range phone on a slow mobile connection, as Lighthouse's mobile settings have it. */
export const THROTTLED_PHONE = { width: 375, height: 740, cpuSlowdown: 4, downKbitS: 1600, upKbitS: 750, roundTripMs: 150 } as const

/** A browser context as the phone: its screen, pixel ratio and touch. */
export const PHONE_CONTEXT_OPTIONS = {
  viewport: { width: THROTTLED_PHONE.width, height: THROTTLED_PHONE.height },
  deviceScaleFactor: PHONE.dpr,
  isMobile: true,
  hasTouch: true,
}

/** CPU, network and cache as on the phone, through the DevTools protocol, before the page loads (the CPU another slowdown for a comparison). */
export async function throttleLikeThePhone(page: Page, cpuSlowdown: number = THROTTLED_PHONE.cpuSlowdown): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown })
  await cdp.send("Network.enable")
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLED_PHONE.roundTripMs,
    downloadThroughput: (THROTTLED_PHONE.downKbitS * 1000) / 8,
    uploadThroughput: (THROTTLED_PHONE.upKbitS * 1000) / 8,
  })
  return cdp
}
