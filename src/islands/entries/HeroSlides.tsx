import { hydrateIsland } from "../hydrateIsland"
import { HeroSlides } from "../../components/HeroSlides/HeroSlides"

hydrateIsland("HeroSlides", HeroSlides)
