import type { Page } from "playwright-core"

/** The phone's Menu button, as the header writes it (Header.tsx): the button that opens the menu's popover, not its Close. */
export const MENU_BUTTON = 'header button[popovertarget]:not([popovertargetaction="hide"])'

/**
 * The phone menu as a visitor and a screen reader find it: whether its panel shows, and
 * whether the Menu button says it is open, read from Chromium's accessibility tree (no
 * attribute in the page says it: the browser states a popover's button expanded or not).
 */
export async function phoneMenu(page: Page): Promise<{ shown: boolean; saysOpen: boolean | undefined }> {
  const shown = await page.locator(MENU_BUTTON).evaluate(button => {
    const panel = (button as HTMLButtonElement).popoverTargetElement
    return Boolean(panel?.matches(":popover-open") && panel.checkVisibility())
  })
  const session = await page.context().newCDPSession(page)
  try {
    const { nodes } = await session.send("Accessibility.getFullAXTree")
    const button = nodes.find(node => !node.ignored && node.role?.value === "button" && node.name?.value === "Menu")
    const expanded = button?.properties?.find(property => property.name === "expanded")?.value.value
    return { shown, saysOpen: typeof expanded === "boolean" ? expanded : undefined }
  } finally {
    await session.detach()
  }
}
