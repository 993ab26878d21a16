import { HeroSlides } from "../../components/HeroSlides/HeroSlides"
import { hydrateIslands } from "../hydrateIslands"

hydrateIslands("HeroSlides", HeroSlides)
