import { useId, useRef, useState } from "react"
import {
  applyReadingSettings,
  DEFAULT_READING_SETTINGS,
  parseReadingSettings,
  READING_SETTING_NAMES,
  READING_SETTINGS,
  READING_SETTINGS_KEY,
  type ReadingSettingName,
  type ReadingSettings as Settings,
} from "./readingSettings"
import * as styles from "./ReadingSettings.module.css"

function keep(settings: Settings): void {
  try {
    localStorage.setItem(READING_SETTINGS_KEY, JSON.stringify(settings))
  } catch {
    // Storage refused (a private window, a full disk): the choice holds for this visit only.
  }
}

/**
 * OpenDyslexic is font-display: optional (ChapterText.module.css), so it is loaded before the
 * page is told to use it: shown any sooner, a slow line would leave the reader with the
 * standard font until the next page.
 */
function fontsReadyFor(settings: Settings): Promise<unknown> {
  if (settings.font !== "dyslexic" || !document.fonts) return Promise.resolve()
  return Promise.all(["1em OpenDyslexic", "italic 1em OpenDyslexic"].map(font => document.fonts.load(font))).catch(() => undefined)
}

function kept(): Settings {
  try {
    return parseReadingSettings(localStorage.getItem(READING_SETTINGS_KEY))
  } catch {
    return DEFAULT_READING_SETTINGS
  }
}

/**
 * "Reading settings": text size, line spacing, a font for readers with dyslexia and a
 * background tint, each a group of radio buttons. A choice shows at once and is kept on this
 * device (local storage) for the next chapter and the next visit, where the page's head
 * applies it before the first paint (readingSettingsScript). Part of the ReadingToolbar island.
 */
export function ReadingSettings({ panelId }: { panelId: string }) {
  // Rendered only in the browser, once opened (ReadingToolbar), so the kept choices can be read at once.
  const [settings, setSettings] = useState<Settings>(kept)
  // Only the latest choice is shown, even if an earlier one was still waiting for its font.
  const latest = useRef(0)
  const show = (next: Settings) => {
    const choice = ++latest.current
    setSettings(next)
    keep(next)
    fontsReadyFor(next).then(() => choice === latest.current && applyReadingSettings(next))
  }
  const choose = (name: ReadingSettingName, value: string) => show({ ...settings, [name]: value } as Settings)
  const reset = () => show(DEFAULT_READING_SETTINGS)
  const baseId = useId()
  return (
    <div id={panelId} className={styles.panel}>
      {READING_SETTING_NAMES.map(name => (
        <fieldset key={name} className={styles.group}>
          <legend className={styles.legend}>{READING_SETTINGS[name].label}</legend>
          <div className={styles.options}>
            {Object.entries(READING_SETTINGS[name].options).map(([value, label]) => {
              const id = `${baseId}-${name}-${value}`
              return (
                <span key={value} className={styles.option}>
                  <input
                    type="radio"
                    id={id}
                    name={`${baseId}-${name}`}
                    value={value}
                    checked={settings[name] === value}
                    onChange={() => choose(name, value)}
                    className={styles.radio}
                    data-setting={name}
                  />
                  <label htmlFor={id} className={styles.label} data-swatch={name === "tint" ? value : undefined}>
                    {label}
                  </label>
                </span>
              )
            })}
          </div>
        </fieldset>
      ))}
      <p className={styles.footnote}>
        Kept on this device only, never sent anywhere.{" "}
        <button type="button" className={styles.reset} onClick={reset}>
          Back to the standard settings
        </button>
      </p>
    </div>
  )
}
