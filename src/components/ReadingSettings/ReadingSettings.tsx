import { useEffect, useId, useState } from "react"
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
export function ReadingSettings({ open, panelId }: { open: boolean; panelId: string }) {
  // The server renders the defaults; the kept choices are read once hydrated, so the two renders agree.
  const [settings, setSettings] = useState<Settings>(DEFAULT_READING_SETTINGS)
  useEffect(() => setSettings(kept()), [])
  const choose = (name: ReadingSettingName, value: string) => {
    const next = { ...settings, [name]: value } as Settings
    setSettings(next)
    applyReadingSettings(next)
    keep(next)
  }
  const reset = () => {
    setSettings(DEFAULT_READING_SETTINGS)
    applyReadingSettings(DEFAULT_READING_SETTINGS)
    keep(DEFAULT_READING_SETTINGS)
  }
  const baseId = useId()
  return (
    <div id={panelId} className={styles.panel} hidden={!open}>
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
