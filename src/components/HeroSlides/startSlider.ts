/**
 * Swiper, with only the modules the hero needs. Imported dynamically by HeroSlides after
 * the page has loaded, so its code is never part of the JavaScript a page needs first.
 */
import Swiper from "swiper"
import { Autoplay, EffectFade } from "swiper/modules"

export interface SliderOptions {
  wrapperClass: string
  slideClass: string
  autoplayMs: number
  transitionMs: number
  /** Start playing at once (not under prefers-reduced-motion). */
  autoplay: boolean
  onSlideChange: (index: number) => void
}

export function startSlider(container: HTMLElement, options: SliderOptions): Swiper {
  const swiper = new Swiper(container, {
    modules: [Autoplay, EffectFade],
    wrapperClass: options.wrapperClass,
    slideClass: options.slideClass,
    effect: "fade",
    fadeEffect: { crossFade: true },
    speed: options.transitionMs,
    rewind: true,
    autoplay: { delay: options.autoplayMs, disableOnInteraction: false },
    on: { slideChange: instance => options.onSlideChange(instance.realIndex) },
  })
  if (!options.autoplay) swiper.autoplay.stop()
  return swiper
}
